import type { Db } from '../../../db/db.ts';
import type { DiscountBuyer } from '../discount-rules.ts';

/**
 * What the discount rules need to know of a member: the price country (fixed at sign-up, not the profile country
 * the member may change), whether they ever paid, and when they signed up.
 */
export async function loadDiscountBuyer(db: Db, memberId: number): Promise<DiscountBuyer | null> {
  const { rows } = await db.query<{ country: string; paid_user: boolean; created_at: Date }>(
    `select price_country as country, paid_user, created_at from members where id = $1 and deleted_at is null`,
    [memberId],
  );
  const row = rows[0];
  return row ? { memberId, country: row.country, paidUser: row.paid_user, signupDate: row.created_at } : null;
}
