// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CurrentUserResponse, LikesResponse } from '@dating/shared-kit';
import { member, profile } from '../test/stub-api';
import { renderPagePrepaint } from './render-page-prepaint';

const at = '2024-06-01T12:00:00.000Z';
const likes: LikesResponse = {
  profiles: [{ id: 2, match: true, liked_at: at, profile: profile(2, 'Bea') }],
  liked_by: [
    { id: 4, like_new: true, match: false, liked_at: at, profile: profile(4, 'Dora') },
    { id: 2, like_new: false, match: true, liked_at: at, profile: profile(2, 'Bea') },
  ],
  new_likes: 1,
};
const session = member as CurrentUserResponse;

/** The link of the view that is active: its order of attributes is React's, not the test's. */
const activeView = (html: string) => /<a [^>]*aria-current="page"[^>]*>/.exec(html)?.[0] ?? '';

describe("painting a member's likes pages on the server", () => {
  it('paints the received likes from the answer the gateway got, with the counts of the three views', async () => {
    const painted = await renderPagePrepaint('/likes', { locale: 'nl', user: session, answers: { 'likes.php': likes } });
    expect(painted!.html).toContain('Dora');
    expect(painted!.html).toContain('/media/members/4-t.jpg');
    expect(painted!.html).toMatch(/Ontvangen.*2/);
    expect(activeView(painted!.html)).toContain('href="/likes/received"');
  });

  it('paints the view the path names', async () => {
    const painted = await renderPagePrepaint('/likes/given', { locale: 'nl', user: session, answers: { 'likes.php': likes } });
    expect(activeView(painted!.html)).toContain('href="/likes/given"');
    expect(painted!.html).not.toContain('Dora');
  });

  it('paints nothing without the answer, for a visitor, or for a page it does not paint', async () => {
    expect(await renderPagePrepaint('/likes', { locale: 'nl', user: session, answers: {} })).toBeNull();
    expect(await renderPagePrepaint('/likes', { locale: 'nl', user: { user: null }, answers: { 'likes.php': likes } })).toBeNull();
    expect(await renderPagePrepaint('/likes/m/4', { locale: 'nl', user: session, answers: { 'likes.php': likes } })).toBeNull();
    expect(await renderPagePrepaint('/swipe-game', { locale: 'nl', user: session, answers: { 'likes.php': likes } })).toBeNull();
  });
});
