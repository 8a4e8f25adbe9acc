import type { Db } from '../../../db/db.ts';
import { findBuyerFacts } from '../../../repositories/members.ts';
import type { DiscountBuyer } from '../discount-rules.ts';

/**
 * What the discount rules need to know of a member: the price country (fixed at sign-up, not the profile country
 * the member may change), whether they ever paid, and when they signed up.
 */
export async function loadDiscountBuyer(db: Db, memberId: number): Promise<DiscountBuyer | null> {
  const row = await findBuyerFacts(db, memberId);
  return row ? { memberId, country: row.country, paidUser: row.paid_user, signupDate: row.created_at } : null;
}
