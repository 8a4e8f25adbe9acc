import { BOOST_MINUTES, type BoostResult, type BoostState } from '../../contracts/boost.ts';
import type { Db } from '../../db/db.ts';
import { findBoostByClientId, findLastBoost, findRunningBoostEnd, insertBoost } from '../../repositories/boosts.ts';
import { lockSender, spendCredits } from '../../repositories/credits.ts';
import { countProfileViews } from '../../repositories/profile-views.ts';
import { boostError } from './boost-error.ts';

export interface StartBoostInput {
  memberId: number;
  clientId: string;
  price: number;
  now: Date;
}

/**
 * POST boost.php: the member stands first in search and the swipe stack of their country for BOOST_MINUTES.
 * In one transaction under the member's row lock: a retry (same client id) is answered with the first boost; a
 * boost while one runs is refused (409 boost_active: extending would charge for time the member did not ask
 * for, and nothing is debited); the price goes through the ledger (never below zero) with the boost row.
 */
export async function startBoost(db: Db, input: StartBoostInput): Promise<BoostResult> {
  return db.transaction(async (tx) => {
    const member = await lockSender(tx, input.memberId);
    if (!member) throw boostError(403, 'authentication_required');
    const earlier = await findBoostByClientId(tx, input.memberId, input.clientId);
    if (earlier) return { active_until: earlier.ends_at.toISOString(), cost: earlier.credits, credits: member.credits };
    const running = await findRunningBoostEnd(tx, input.memberId, input.now);
    if (running) throw boostError(409, 'boost_active', { until: running.toISOString() });
    let credits = member.credits;
    if (input.price > 0) {
      const after = await spendCredits(
        tx,
        { memberId: input.memberId, amount: input.price, reason: 'boost', profileId: null, clientId: input.clientId },
        input.now,
      );
      if (after === null) throw boostError(402, 'insufficient_credits', { needed: Math.max(1, input.price - member.credits) });
      credits = after;
    }
    const endsAt = new Date(input.now.getTime() + BOOST_MINUTES * 60_000);
    await insertBoost(tx, { memberId: input.memberId, credits: input.price, clientId: input.clientId, startedAt: input.now, endsAt });
    return { active_until: endsAt.toISOString(), cost: input.price, credits };
  });
}

/** GET boost.php: the price, until when a boost runs, and what the newest boost brought (so far). */
export async function boostState(db: Db, memberId: number, price: number, now: Date): Promise<BoostState> {
  const last = await findLastBoost(db, memberId);
  // Views are the profile views recorded for member.php (own, invisible and blocked viewers are never recorded).
  const views = last ? await countProfileViews(db, memberId, last.started_at, last.ends_at) : 0;
  const running = last !== null && last.started_at <= now && last.ends_at > now;
  return {
    price,
    minutes: BOOST_MINUTES,
    active_until: running ? last.ends_at.toISOString() : null,
    last: last && {
      started_at: last.started_at.toISOString(),
      ends_at: last.ends_at.toISOString(),
      views,
      likes: last.likes,
      credits: last.credits,
    },
  };
}
