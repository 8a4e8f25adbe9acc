import { randomBytes } from 'node:crypto';
import { WELCOME_DISCOUNT_PERCENTAGE, type DiscountCode } from '../../../contracts/payments.ts';
import type { Db } from '../../../db/db.ts';
import { ensureWelcomeCode, findWelcomeCode } from '../../../repositories/discount-codes.ts';
import type { DiscountBuyer } from '../discount-rules.ts';
import { discountView } from './discount-view.ts';

/** The welcome discount's window: a week after signing up ("a limited time window"). */
export const WELCOME_WINDOW_DAYS = 7;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCodePart(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The member's welcome code (25% on the first purchase), made the first time it is asked for, while the
 * member never paid and the week after signup lasts. Null otherwise (a paid member, or too late): the shop
 * then simply shows no welcome banner.
 */
export async function welcomeCodeFor(db: Db, buyer: DiscountBuyer, now: Date): Promise<DiscountCode | null> {
  if (buyer.paidUser) return null;
  const expires = new Date(buyer.signupDate.getTime() + WELCOME_WINDOW_DAYS * 86_400_000);
  if (now.getTime() >= expires.getTime()) return null;
  const existing = await findWelcomeCode(db, buyer.memberId);
  const row =
    existing ??
    (await ensureWelcomeCode(db, {
      memberId: buyer.memberId,
      code: `WELCOME-${randomCodePart(10)}`,
      percentage: WELCOME_DISCOUNT_PERCENTAGE,
      expires,
    }));
  return discountView(row, now);
}
