import { SWIPE_DAILY_LIMIT, type SwipeUndoResult } from '../../contracts/likes.ts';
import type { Db } from '../../db/db.ts';
import { lockSender } from '../../repositories/credits.ts';
import { countLikeEventsSince, findSummaries } from '../../repositories/likes.ts';
import { currentSwipeDay } from '../../repositories/swipe-day.ts';
import { findLastSwipe, findUndoByClientId, insertSwipeUndo, removeSwipe, type SwipeRef } from '../../repositories/swipe-undos.ts';
import { profileSummary } from '../member-search.ts';
import { likesError } from './likes-error.ts';
import { payForLikes } from './pay-for-likes.ts';

export interface SwipeUndoInput {
  memberId: number;
  clientId: string;
  /** What a free member pays (swipeUndoCredits); premium members undo free. */
  price: number;
  cdnPrefix: string;
  now: Date;
}

/**
 * POST swipe-undo.php: takes back the member's newest swipe of today (a pass, or a plain like) so its card
 * returns. In one transaction under the member's row lock: a retry (same client id) is answered with the first
 * undo; a free member pays the price through the ledger (never below zero); the swipe is removed and the undo
 * recorded. An undone like's quota event stays, so undoing never adds swipes to the day's limit.
 */
export async function undoLastSwipe(db: Db, input: SwipeUndoInput): Promise<SwipeUndoResult> {
  const day = await currentSwipeDay(db);
  const done = await db.transaction(async (tx) => {
    const member = await lockSender(tx, input.memberId);
    if (!member) throw likesError(404, 'profile_not_found');
    const earlier = await findUndoByClientId(tx, input.memberId, input.clientId);
    if (earlier) return { swipe: { profile_id: earlier.profile_id, kind: earlier.kind }, cost: earlier.credits, credits: member.credits };
    const swipe = await findLastSwipe(tx, input.memberId, day.start);
    if (!swipe) throw likesError(404, 'nothing_to_undo');
    const cost = member.paid_user ? 0 : input.price;
    const spend = {
      memberId: input.memberId,
      amount: cost,
      reason: 'swipe_undo',
      profileId: swipe.profile_id,
      clientId: input.clientId,
    } as const;
    const credits = await payForLikes(tx, spend, member.credits, input.now);
    await removeSwipe(tx, input.memberId, swipe);
    await insertSwipeUndo(tx, { memberId: input.memberId, swipe, credits: cost, clientId: input.clientId }, input.now);
    return { swipe, cost, credits };
  });
  return answer(db, input, done, day.start);
}

async function answer(
  db: Db,
  input: SwipeUndoInput,
  done: { swipe: SwipeRef; cost: number; credits: number },
  dayStart: Date,
): Promise<SwipeUndoResult> {
  const [[row], used] = await Promise.all([
    findSummaries(db, [done.swipe.profile_id]),
    countLikeEventsSince(db, input.memberId, 'swipe', dayStart),
  ]);
  if (!row) throw likesError(404, 'profile_not_found');
  return {
    undone: done.swipe.kind,
    profile: profileSummary(row, input.cdnPrefix),
    cost: done.cost,
    credits: done.credits,
    swipes_left: Math.max(0, SWIPE_DAILY_LIMIT - used),
  };
}
