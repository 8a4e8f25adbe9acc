import type { Db } from '../../db/db.ts';
import { SWIPE_DAILY_LIMIT, type SwipeGameResponse } from '../../contracts/likes.ts';
import {
  countLikeEventsSince,
  findSeeker,
  findSummaries,
  findSwipeCandidates,
  findVisibleMember,
  insertSwipePass,
} from '../../repositories/likes.ts';
import { freeSuperLikeFacts, superLikersAmong } from '../../repositories/super-likes.ts';
import { likesError } from './likes-error.ts';
import { profileSummary } from '../member-search.ts';
import { currentSwipeDay } from '../../repositories/swipe-day.ts';

/** Cards per batch; the game asks again when they are used up. */
export const SWIPE_BATCH_SIZE = 10;

export async function getSwipeGame(
  db: Db,
  memberId: number,
  cdnPrefix: string,
  prices: { credits: number; freeDaily: number; undoCredits: number },
  now: Date,
): Promise<SwipeGameResponse> {
  const day = await currentSwipeDay(db);
  const seeker = await findSeeker(db, memberId);
  const [ids, used, superLikes] = await Promise.all([
    seeker ? findSwipeCandidates(db, seeker, SWIPE_BATCH_SIZE, now) : Promise.resolve([]),
    countLikeEventsSince(db, memberId, 'swipe', day.start),
    freeSuperLikeFacts(db, memberId, day.start),
  ]);
  const [rows, superLikers] = await Promise.all([findSummaries(db, ids), superLikersAmong(db, memberId, ids)]);
  return {
    profiles: rows.map((row) => profileSummary(row, cdnPrefix)),
    swipes_left: Math.max(0, SWIPE_DAILY_LIMIT - used),
    limit: SWIPE_DAILY_LIMIT,
    resets_at: day.resetsAt.toISOString(),
    super_liked_by: superLikers,
    super_like_credits: prices.credits,
    free_super_likes_left: superLikes.premium ? Math.max(0, prices.freeDaily - superLikes.freeUsed) : 0,
    undo_credits: superLikes.premium ? 0 : prices.undoCredits,
  };
}

/** Passing costs no swipe; the member is not offered again. */
export async function passProfile(db: Db, memberId: number, profileId: number): Promise<{ passed: true }> {
  if (memberId === profileId) throw likesError(422, 'cannot_like_self');
  if (!(await findVisibleMember(db, memberId, profileId))) throw likesError(404, 'profile_not_found');
  await insertSwipePass(db, memberId, profileId);
  return { passed: true };
}
