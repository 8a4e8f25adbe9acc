import type { Db } from '../../db/db.ts';
import { spendCredits } from '../../repositories/credits.ts';
import { likesError } from './likes-error.ts';

/** One paid action of the likes (a super like, a swipe undo): what it costs and what the ledger line names. */
export interface LikesSpend {
  memberId: number;
  amount: number;
  reason: 'super_like' | 'swipe_undo';
  profileId: number;
  clientId: string;
}

/**
 * Pays `spend` through the ledger inside the caller's transaction, under its lock on the member, and answers the
 * balance after. The debit is conditional, so a balance never goes below zero: short, the API answers 402 with
 * what is missing. Free (amount 0) writes no ledger line and leaves `balance` as it was.
 */
export async function payForLikes(tx: Db, spend: LikesSpend, balance: number, now: Date): Promise<number> {
  if (spend.amount <= 0) return balance;
  const after = await spendCredits(tx, spend, now);
  if (after === null) throw likesError(402, 'insufficient_credits', { needed: Math.max(1, spend.amount - balance) });
  return after;
}
