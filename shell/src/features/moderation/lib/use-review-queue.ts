import { useState } from 'react';
import { moveIn, useQueueKeys } from './use-queue-keys';

/** What a decision mutation's trigger resolves to (RTK Query's `{ data } | { error }`). */
type DecisionResult = { error: unknown } | { data: unknown };

export interface ReviewQueueOptions<Item, Action extends string> {
  items: readonly Item[];
  /** The queue's decisions by their one-letter shortcut, e.g. `{ a: 'approve', r: 'reject' }`. */
  shortcuts: Record<string, Action>;
  /** True while a decision is on its way: no second one is sent meanwhile. */
  busy: boolean;
  /** Sends `action` on `item`, with the moderator's note when there is one (trimmed). */
  send: (item: Item, action: Action, note: string | undefined) => PromiseLike<DecisionResult>;
}

export interface ReviewQueue<Item, Action extends string> {
  /** The item on screen; undefined when the queue is empty. */
  current: Item | undefined;
  /** Its place in the queue, from 0. */
  position: number;
  note: string;
  setNote: (note: string) => void;
  decide: (action: Action) => void;
  previous: () => void;
  next: () => void;
  atFirst: boolean;
  atLast: boolean;
}

/**
 * One item of a moderation queue at a time: J/K and the previous/next buttons move, each shortcut letter sends its
 * decision on the item on screen with the note, and the note is cleared once the API took the decision (kept when
 * it refused, so the moderator need not type it again). When a decided item leaves the list, the position stays
 * and the next one takes its place.
 */
export function useReviewQueue<Item, Action extends string>({
  items,
  shortcuts,
  busy,
  send,
}: ReviewQueueOptions<Item, Action>): ReviewQueue<Item, Action> {
  const [index, setIndex] = useState(0);
  const [note, setNote] = useState('');
  const position = Math.max(0, Math.min(index, items.length - 1));
  const current = items[position];

  const decide = (action: Action) => {
    if (current === undefined || busy) return;
    const trimmed = note.trim();
    void send(current, action, trimmed || undefined).then((result) => {
      if (!('error' in result)) setNote('');
    });
  };
  const move = (step: number) => setIndex((at) => moveIn(Math.min(at, items.length - 1), step, items.length));
  const previous = () => move(-1);
  const next = () => move(1);
  useQueueKeys({
    j: next,
    k: previous,
    ...Object.fromEntries(Object.entries(shortcuts).map(([key, action]) => [key, () => decide(action)])),
  });

  return { current, position, note, setNote, decide, previous, next, atFirst: position === 0, atLast: position >= items.length - 1 };
}
