import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_SECONDS,
  type DiscountCode,
  type TimeBonus,
} from '../../../contracts/payments.ts';
import type { Db } from '../../../db/db.ts';
import { findDiscountHold, type DiscountHold } from '../../../repositories/discount-codes.ts';
import type { DiscountBuyer } from '../discount-rules.ts';

export function isTimeBonusCode(code: string): boolean {
  return code.toUpperCase() === TIME_BONUS_CODE;
}

/** When the member's time bonus ends: 4 hours after signing up. */
export function timeBonusEnds(buyer: DiscountBuyer): Date {
  return new Date(buyer.signupDate.getTime() + TIME_BONUS_SECONDS * 1000);
}

export interface TimeBonusState {
  /** It, or another first-purchase discount (the welcome code), is reserved or redeemed. */
  used: DiscountHold | null;
  /** The member paid, or the 4 hours are over. */
  over: boolean;
}

/**
 * The bonus is for logged-in members who never paid, until 4 hours after signup, once. A paid member
 * and a member past the window have none ('over'); an order that reserved it, or paid with it, used it. It
 * shares the one first-purchase discount a member gets with the welcome code.
 */
export async function timeBonusState(db: Db, buyer: DiscountBuyer, now: Date): Promise<TimeBonusState> {
  const used = await findDiscountHold(db, {
    code: TIME_BONUS_CODE,
    memberId: buyer.memberId,
    validity: 'once_per_user',
    firstPurchase: true,
  });
  return { used, over: buyer.paidUser || now.getTime() >= timeBonusEnds(buyer).getTime() };
}

export async function activeTimeBonus(db: Db, buyer: DiscountBuyer, now: Date): Promise<TimeBonus | null> {
  const state = await timeBonusState(db, buyer, now);
  if (state.used || state.over) return null;
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
