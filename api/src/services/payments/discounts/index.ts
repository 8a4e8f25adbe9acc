import { TIME_BONUS_CODE } from '../../../contracts/payments.ts';
import { findDiscountCode, insertRedemption } from '../../../repositories/discount-codes.ts';
import { discountAmount, type RedeemDiscount, type ResolveDiscount } from '../discount-rules.ts';
import { checkDiscount } from './check-discount.ts';
import { isTimeBonusCode } from './time-bonus.ts';

/**
 * Prices an order with a code (quote, order, direct debit): every rule of checkDiscount against the bundle's
 * price and the method, then what the percentage takes off. Checked again at every order, on the server.
 */
export const resolveDiscount: ResolveDiscount = async (db, buyer, code, target, now) => {
  const discount = await checkDiscount(db, buyer, code, { price: { amount: target.price, currency: target.currency }, method: target.method }, now);
  return {
    code: discount,
    applied: { code: discount.code, value_percentage: discount.value_percentage, amount: discountAmount(target.price, discount.value_percentage) },
  };
};

/**
 * Records the use of a code inside the transaction that marks its order paid. The payment is not undone if
 * the code was meanwhile used up (two orders racing for a single-use code): the first redemption counts,
 * the member keeps what they paid for.
 */
export const redeemDiscount: RedeemDiscount = async (tx, memberId, code, orderId, now) => {
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
