import type { ChatMessage } from '@dating/shared-kit';
import type { OutboxItem } from './outbox';

/** A bubble to draw: a stored message or one still in the outbox. */
export type Bubble =
  | { source: 'stored'; key: string; mine: boolean; sent_at: string; message: ChatMessage }
  | { source: 'outbox'; key: string; mine: true; sent_at: string; item: OutboxItem };

/** Where a bubble sits in a run of one sender's messages (corners and gaps differ). */
export type RunPosition = 'single' | 'first' | 'middle' | 'last';

export type ThreadRow =
  | { type: 'day'; key: string; date: string }
  | { type: 'bubble'; key: string; bubble: Bubble; run: RunPosition; showTime: boolean };

/**
 * Whether two renders' bubbles draw the same thing: each render builds new bubbles, but the stored message
 * and the outbox item they wrap keep their identity while unchanged (the cache and the outbox replace only
 * what changed), so a send redraws its own bubble and not the whole thread.
 */
export const sameBubble = (a: Bubble, b: Bubble): boolean =>
  (a.source === 'stored' ? a.message : a.item) === (b.source === 'stored' ? b.message : b.item);

/** Messages of one sender less than this far apart form a run (one time stamp under it). */
const runGapMs = 5 * 60_000;

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The rows of a thread: stored messages, then the outbox (an outbox item whose client_id is already stored
 * is dropped), with a day separator before each new day and run positions for the bubble shapes.
 */
export function threadRows(messages: ChatMessage[], outbox: OutboxItem[]): ThreadRow[] {
  const storedIds = new Set(messages.map((message) => message.client_id).filter(Boolean));
  const bubbles: Bubble[] = [
    ...messages.map(
      (message): Bubble => ({ source: 'stored', key: `m${message.id}`, mine: message.mine, sent_at: message.sent_at, message }),
    ),
    ...outbox
      .filter((item) => !storedIds.has(item.client_id))
      .map((item): Bubble => ({ source: 'outbox', key: `o${item.client_id}`, mine: true, sent_at: item.sent_at, item })),
  ];
  const joins = (a: Bubble | undefined, b: Bubble | undefined) =>
    !!a &&
    !!b &&
    a.mine === b.mine &&
    dayOf(a.sent_at) === dayOf(b.sent_at) &&
    Math.abs(new Date(b.sent_at).getTime() - new Date(a.sent_at).getTime()) < runGapMs;

  const rows: ThreadRow[] = [];
  bubbles.forEach((bubble, index) => {
    const previous = bubbles[index - 1];
    const next = bubbles[index + 1];
    if (!previous || dayOf(previous.sent_at) !== dayOf(bubble.sent_at))
      rows.push({ type: 'day', key: `d${dayOf(bubble.sent_at)}`, date: bubble.sent_at });
    const withPrevious = joins(previous, bubble);
    const withNext = joins(bubble, next);
    const run: RunPosition = withPrevious ? (withNext ? 'middle' : 'last') : withNext ? 'first' : 'single';
    rows.push({ type: 'bubble', key: bubble.key, bubble, run, showTime: !withNext });
  });
  return rows;
}
