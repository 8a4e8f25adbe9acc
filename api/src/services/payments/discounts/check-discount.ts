import type { DiscountCode, PaymentMethod } from '../../../contracts/payments.ts';
import type { Db } from '../../../db/db.ts';
import { findDiscountCode, findDiscountHold } from '../../../repositories/discount-codes.ts';
import type { DiscountBuyer } from '../discount-rules.ts';
import { paymentError } from '../payment-error.ts';
import { codeUsed, discountUse } from './discount-use.ts';
import { discountView } from './discount-view.ts';
import { isTimeBonusCode, timeBonusState, timeBonusView } from './time-bonus.ts';

/** What a code is checked against; each part is checked only when known (discountcode.php may name none). */
export interface DiscountCheckTarget {
  price?: { amount: number; currency: string };
  method?: PaymentMethod | null;
}

/**
 * Every rule for one code and one member, in the order a member can act on: unknown (404
 * code_not_found, also for someone else's personal code and inactive codes, so a code's existence never
 * leaks), used (409 code_used: redeemed, or reserved by an order still open, which the error then names as
 * `order_id` when it is the member's own), expired, country, method, minimum order (422). Answers the code as
 * discountcode.php shows it. The reservation made with the order is what enforces "used" under concurrency;
 * this check only answers early.
 */
export async function checkDiscount(
  db: Db,
  buyer: DiscountBuyer,
  code: string,
  target: DiscountCheckTarget,
  now: Date,
): Promise<DiscountCode> {
  if (isTimeBonusCode(code)) {
    const state = await timeBonusState(db, buyer, now);
    if (state.used) throw codeUsed(state.used);
    if (state.over) throw paymentError(422, 'code_expired');
    return timeBonusView(buyer, now);
  }

  const row = await findDiscountCode(db, code);
  if (!row || row.status !== 'active' || (row.user_id !== null && row.user_id !== buyer.memberId)) {
    throw paymentError(404, 'code_not_found');
  }
  const hold = await findDiscountHold(db, discountUse(buyer.memberId, row));
  if (hold) throw codeUsed(hold);
  // The welcome discount is for the first purchase only: once the member paid, its time is over.
  if ((row.expires !== null && row.expires.getTime() <= now.getTime()) || (row.user_id !== null && buyer.paidUser)) {
    throw paymentError(422, 'code_expired');
  }
  if (row.country !== null && row.country !== buyer.country) throw paymentError(422, 'code_country');
  if (target.method && row.paymentmethods.length > 0 && !row.paymentmethods.includes(target.method)) {
    throw paymentError(422, 'code_method');
  }
  if (target.price && row.minimum_order_value !== null && row.currency !== null) {
    // A minimum in another currency cannot be met by this order: the code is not for this country's prices.
    if (row.currency !== target.price.currency) throw paymentError(422, 'code_country');
    if (target.price.amount < row.minimum_order_value) {
      throw paymentError(422, 'code_minimum_order', { amount: row.minimum_order_value, currency: row.currency });
    }
  }
  return discountView(row, now);
}
