import type { Db } from '../../db/db.ts';
import { SWIPE_DAILY_LIMIT, type LikeResult, type LikeSource } from '../../contracts/likes.ts';
import {
  countLikeEventsSince,
  deleteLike,
  findVisibleMember,
  insertLike,
  insertLikeEvent,
  likeExists,
  lockMember,
  markLikeSeen,
} from '../../repositories/likes.ts';
import { likesError } from './likes-error.ts';
import { currentSwipeDay } from '../../repositories/swipe-day.ts';

export interface LikeInput {
  memberId: number;
  profileId: number;
  source: LikeSource;
}

/** A like that was just stored (not a repeated one): the realtime badges and the match modal follow it. */
export interface NewLike {
  likerId: number;
  likedId: number;
  match: boolean;
}

/**
 * Likes a visible, unblocked member. Idempotent: liking again changes nothing and, from the swipe game,
 * uses no swipe. Liking back someone who liked me also marks their like as seen (I answered it).
 */
export async function likeProfile(db: Db, input: LikeInput, onNewLike?: (like: NewLike) => Promise<void>): Promise<LikeResult> {
  const { memberId, profileId, source } = input;
  if (memberId === profileId) throw likesError(422, 'cannot_like_self');
  const target = await findVisibleMember(db, memberId, profileId);
  if (!target) throw likesError(404, 'profile_not_found');

  let stored: boolean;
  let swipesLeft: number | undefined;
  if (source === 'swipe') ({ stored, swipesLeft } = await likeFromSwipeGame(db, memberId, profileId));
  else stored = await insertLike(db, memberId, profileId, source);

  const match = await likeExists(db, profileId, memberId);
  if (match) await markLikeSeen(db, memberId, profileId);
  if (stored && onNewLike) await onNewLike({ likerId: memberId, likedId: profileId, match });
  return swipesLeft === undefined ? { liked: true, match } : { liked: true, match, swipes_left: swipesLeft };
}

/** A swipe like within today's quota; returns whether it was stored and the swipes left after it. */
async function likeFromSwipeGame(db: Db, memberId: number, profileId: number): Promise<{ stored: boolean; swipesLeft: number }> {
  const day = await currentSwipeDay(db);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const used = await countLikeEventsSince(tx, memberId, 'swipe', day.start);
    if (await likeExists(tx, memberId, profileId)) return { stored: false, swipesLeft: Math.max(0, SWIPE_DAILY_LIMIT - used) };
    if (used >= SWIPE_DAILY_LIMIT) {
      throw likesError(429, 'swipe_limit', { limit: SWIPE_DAILY_LIMIT, resets_at: day.resetsAt.toISOString() });
    }
    await insertLike(tx, memberId, profileId, 'swipe');
    await insertLikeEvent(tx, memberId, profileId, 'swipe');
    return { stored: true, swipesLeft: SWIPE_DAILY_LIMIT - used - 1 };
  });
}

/** Removes my like (and with it a match). Unliking what I never liked is fine. */
export async function unlikeProfile(db: Db, memberId: number, profileId: number): Promise<{ liked: false; match: false }> {
  await deleteLike(db, memberId, profileId);
  return { liked: false, match: false };
}
