// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatEntry, chatsSummary, member, profileSummary } from '@dating/shared-kit/test';
import { renderPagePrepaint } from './render-page-prepaint';

const session = { user: member({ credits: 12 }) };
const chats = chatsSummary([
  chatEntry(5, profileSummary(2, 'Linda'), { num_unread_messages: 2 }),
  chatEntry(6, profileSummary(3, 'Bo'), {
    last_message: { kind: 'text', preview: '<b>Tot morgen</b>', sent_at: '2025-01-03T10:00:00.000Z', mine: true },
  }),
]);

describe("painting a member's conversation list on the server", () => {
  it('paints the rows from the chats.php answer the gateway got, with links, unread counts and escaped previews', async () => {
    const painted = await renderPagePrepaint('/chats', { locale: 'nl', user: session, answers: { 'chats.php': chats } });
    expect(painted!.html).toContain('Linda');
    expect(painted!.html).toContain('href="/chats/5"');
    expect(painted!.html).toContain('2 ongelezen berichten');
    expect(painted!.html).toContain('&lt;b&gt;Tot morgen&lt;/b&gt;');
  });

  it('paints nothing without the answer, for a visitor, or for an open conversation', async () => {
    expect(await renderPagePrepaint('/chats', { locale: 'nl', user: session, answers: {} })).toBeNull();
    expect(await renderPagePrepaint('/chats', { locale: 'nl', user: { user: null }, answers: { 'chats.php': chats } })).toBeNull();
    expect(await renderPagePrepaint('/chats/5', { locale: 'nl', user: session, answers: { 'chats.php': chats } })).toBeNull();
    expect(await renderPagePrepaint('/members/2/chat', { locale: 'nl', user: session, answers: { 'chats.php': chats } })).toBeNull();
  });
});
