import { TIME_BONUS_CODE } from '../../../contracts/payments.ts';
import {
  findDiscountCode,
  findDiscountHold,
  insertRedemption,
  insertReservation,
  redeemReservation,
  releaseReservation,
} from '../../../repositories/discount-codes.ts';
import {
  discountAmount,
  type RedeemDiscount,
  type ReleaseDiscount,
  type ReserveDiscount,
  type ResolveDiscount,
} from '../discount-rules.ts';
import { checkDiscount } from './check-discount.ts';
import { codeUsed, discountUse } from './discount-use.ts';
import { isTimeBonusCode } from './time-bonus.ts';

/**
 * Prices an order with a code (quote, order, direct debit): every rule of checkDiscount against the bundle's
 * price and the method, then what the percentage takes off. Checked again at every order, on the server.
 */
export const resolveDiscount: ResolveDiscount = async (db, buyer, code, target, now) => {
  const discount = await checkDiscount(
    db,
    buyer,
    code,
    { price: { amount: target.price, currency: target.currency }, method: target.method },
    now,
  );
  return {
    code: discount,
    applied: {
      code: discount.code,
      value_percentage: discount.value_percentage,
      amount: discountAmount(target.price, discount.value_percentage),
    },
  };
};

/**
 * Reserves the code for a new order, in the transaction that inserts it: one reservation per single-use
 * code, one per member for once-per-member codes, one first-purchase discount per member. When another
 * order holds it the order is refused with 409 code_used (naming the member's own open order), and the
 * caller's transaction (the order insert) rolls back.
 */
export const reserveDiscount: ReserveDiscount = async (tx, memberId, discount, orderId, now) => {
  const use = discountUse(memberId, discount);
  if (await insertReservation(tx, { ...use, orderId, now })) return;
  throw codeUsed((await findDiscountHold(tx, use)) ?? { openOrderId: null });
};

/** The order failed, was canceled or expired: its code is free again. */
export const releaseDiscount: ReleaseDiscount = async (tx, orderId) => {
  await releaseReservation(tx, orderId);
};

/**
 * Turns the order's reservation into its redemption, inside the transaction that marks the order paid.
 * Orders opened before reservations existed have none: their use is recorded now, and the payment is not
 * undone if the code was meanwhile used up (the money is in; the member keeps what they paid for).
 */
export const redeemDiscount: RedeemDiscount = async (tx, memberId, code, orderId, now) => {
  if (await redeemReservation(tx, orderId, now)) return;
  if (isTimeBonusCode(code)) {
    await insertRedemption(tx, { code: TIME_BONUS_CODE, memberId, orderId, validity: 'once_per_user', now });
    return;
  }
  const row = await findDiscountCode(tx, code);
  if (!row) return;
  await insertRedemption(tx, { code: row.code, memberId, orderId, validity: row.validity, now });
};

export { checkDiscount } from './check-discount.ts';
export { loadDiscountBuyer } from './discount-buyer.ts';
export { activeTimeBonus } from './time-bonus.ts';
export { welcomeCodeFor } from './welcome-code.ts';
