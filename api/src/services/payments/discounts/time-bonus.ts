import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, TIME_BONUS_SECONDS, type DiscountCode, type TimeBonus } from '../../../contracts/payments.ts';
import type { Db } from '../../../db/db.ts';
import { isRedeemed } from '../../../repositories/discount-codes.ts';
import type { DiscountBuyer } from '../discount-rules.ts';

export function isTimeBonusCode(code: string): boolean {
  return code.toUpperCase() === TIME_BONUS_CODE;
}

/** When the member's time bonus ends: 4 hours after signing up (spec 9). */
export function timeBonusEnds(buyer: DiscountBuyer): Date {
  return new Date(buyer.signupDate.getTime() + TIME_BONUS_SECONDS * 1000);
}

export type TimeBonusState = 'active' | 'used' | 'over';

/**
 * Spec 4: the bonus is for logged-in members who never paid, until 4 hours after signup, once. A paid member
 * and a member past the window have none ('over'); a member who paid with it has used it (and is paid now).
 */
export async function timeBonusState(db: Db, buyer: DiscountBuyer, now: Date): Promise<TimeBonusState> {
  if (await isRedeemed(db, TIME_BONUS_CODE, buyer.memberId, 'once_per_user')) return 'used';
  if (buyer.paidUser || now.getTime() >= timeBonusEnds(buyer).getTime()) return 'over';
  return 'active';
}

export async function activeTimeBonus(db: Db, buyer: DiscountBuyer, now: Date): Promise<TimeBonus | null> {
  if ((await timeBonusState(db, buyer, now)) !== 'active') return null;
  return { code: TIME_BONUS_CODE, value_percentage: TIME_BONUS_PERCENTAGE, expires: timeBonusEnds(buyer).toISOString() };
}

/** TIMEBONUS25 in the shape of any other code: personal, once, every method and country. */
export function timeBonusView(buyer: DiscountBuyer, now: Date): DiscountCode {
  const ends = timeBonusEnds(buyer);
  return {
    code: TIME_BONUS_CODE,
    country: null,
    user_id: buyer.memberId,
    expires: ends.toISOString(),
    value_percentage: TIME_BONUS_PERCENTAGE,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'once_per_user',
    expired: now.getTime() >= ends.getTime(),
    paymentmethods: [],
  };
}
