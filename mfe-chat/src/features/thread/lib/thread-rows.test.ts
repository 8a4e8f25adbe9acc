import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@dating/shared-kit';
import type { OutboxItem } from './outbox';
import { sameBubble, threadRows } from './thread-rows';

const message = (id: number, text: string): ChatMessage =>
  ({ id, mine: true, kind: 'text', text, sent_at: '2026-11-28T10:00:00.000Z', client_id: `c${id}` }) as ChatMessage;
const item = (clientId: string, status: OutboxItem['status']): OutboxItem => ({
  client_id: clientId,
  kind: 'text',
  text: 'Hoi',
  status,
  sent_at: '2026-11-28T10:01:00.000Z',
});
const bubbles = (messages: ChatMessage[], outbox: OutboxItem[]) =>
  threadRows(messages, outbox).flatMap((row) => (row.type === 'bubble' ? [row.bubble] : []));

describe('sameBubble', () => {
  it('holds for a new render of an unchanged message or outbox item', () => {
    const stored = message(1, 'Hallo');
    const sending = item('a', 'sending');
    const [beforeStored, beforeSending] = bubbles([stored], [sending]);
    const [afterStored, afterSending] = bubbles([stored], [sending]);
    expect(beforeStored).not.toBe(afterStored);
    expect(sameBubble(beforeStored!, afterStored!)).toBe(true);
    expect(sameBubble(beforeSending!, afterSending!)).toBe(true);
  });

  it('fails when the message or the item was replaced, or the bubble is another one', () => {
    const [before] = bubbles([message(1, 'Hallo')], []);
    const [edited] = bubbles([message(1, 'Hallo!')], []);
    expect(sameBubble(before!, edited!)).toBe(false);
    const [sending] = bubbles([], [item('a', 'sending')]);
    const [failed] = bubbles([], [item('a', 'failed')]);
    expect(sameBubble(sending!, failed!)).toBe(false);
    expect(sameBubble(before!, sending!)).toBe(false);
    expect(sameBubble(sending!, before!)).toBe(false);
  });
});
