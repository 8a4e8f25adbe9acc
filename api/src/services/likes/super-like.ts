import type { Db } from '../../db/db.ts';
import type { LikeResult, LikeSource } from '../../contracts/likes.ts';
import { lockSender } from '../../repositories/credits.ts';
import { findVisibleMember, likeExists, markLikeSeen } from '../../repositories/likes.ts';
import {
  countFreeSuperLikesSince,
  findSuperLikeByClientId,
  insertSuperLike,
  isSuperLiked,
  upsertSuperLike,
} from '../../repositories/super-likes.ts';
import { currentSwipeDay } from '../../repositories/swipe-day.ts';
import type { NewLike } from './like-service.ts';
import { likesError } from './likes-error.ts';
import { payForLikes } from './pay-for-likes.ts';

export interface SuperLikeInput {
  memberId: number;
  profileId: number;
  source: LikeSource;
  clientId: string;
  /** The site's price and premium members' free super likes per day (superLikePrices). */
  prices: { credits: number; freeDaily: number };
  now: Date;
}

type Outcome = { stored: boolean; cost: number; credits: number; freeLeft: number };

/**
 * POST like.php with super: true. In one transaction under the member's row lock: a retry (same client id)
 * or a super like already given answers without paying; else a premium member's free super like of the day,
 * or the price through the ledger (conditional debit, never below zero), then the like made super and the
 * super like recorded. The lock serialises one member's spends, so free ones are never given twice over.
 */
export async function superLikeProfile(db: Db, input: SuperLikeInput, onNewLike?: (like: NewLike) => Promise<void>): Promise<LikeResult> {
  const { memberId, profileId } = input;
  if (memberId === profileId) throw likesError(422, 'cannot_like_self');
  if (!(await findVisibleMember(db, memberId, profileId))) throw likesError(404, 'profile_not_found');
  const day = await currentSwipeDay(db);

  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => superLikeInTransaction(tx, input, day.start));
  } catch (error) {
    // Two identical requests raced past each other's lock wait on separate connections: the loser re-reads.
    if (!isUniqueViolation(error)) throw error;
    outcome = await db.transaction((tx) => superLikeInTransaction(tx, input, day.start));
  }

  const match = await likeExists(db, profileId, memberId);
  if (match) await markLikeSeen(db, memberId, profileId);
  if (outcome.stored && onNewLike) await onNewLike({ likerId: memberId, likedId: profileId, match });
  return { liked: true, match, super: true, credits: outcome.credits, cost: outcome.cost, free_super_likes_left: outcome.freeLeft };
}

async function superLikeInTransaction(tx: Db, input: SuperLikeInput, dayStart: Date): Promise<Outcome> {
  const member = await lockSender(tx, input.memberId);
  if (!member) throw likesError(404, 'profile_not_found');
  const freeUsed = member.paid_user ? await countFreeSuperLikesSince(tx, input.memberId, dayStart) : 0;
  const freeLeft = member.paid_user ? Math.max(0, input.prices.freeDaily - freeUsed) : 0;

  const earlier = await findSuperLikeByClientId(tx, input.memberId, input.clientId);
  if (earlier) {
    if (earlier.profile_id !== input.profileId) throw likesError(422, 'client_id_reused');
    return { stored: false, cost: earlier.credits, credits: member.credits, freeLeft };
  }
  // A second super like of the same member adds nothing: it is answered, not paid.
  if (await isSuperLiked(tx, input.memberId, input.profileId)) return { stored: false, cost: 0, credits: member.credits, freeLeft };

  const free = freeLeft > 0;
  const cost = free ? 0 : input.prices.credits;
  const spend = {
    memberId: input.memberId,
    amount: cost,
    reason: 'super_like',
    profileId: input.profileId,
    clientId: input.clientId,
  } as const;
  const credits = await payForLikes(tx, spend, member.credits, input.now);
  await upsertSuperLike(tx, input.memberId, input.profileId, input.source, input.now);
  await insertSuperLike(tx, { memberId: input.memberId, profileId: input.profileId, credits: cost, clientId: input.clientId }, input.now);
  return { stored: true, cost, credits, freeLeft: free ? freeLeft - 1 : freeLeft };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
