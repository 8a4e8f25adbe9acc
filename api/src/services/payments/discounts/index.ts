import type { RedeemDiscount, ResolveDiscount } from '../discount-rules.ts';
import { paymentError } from '../payment-error.ts';

/**
 * The discount rules the order service prices with. Until the discount codes table exists no code is
 * known, so every code answers 404 code_not_found and nothing is redeemed; the discount feature replaces
 * both with the rules of spec 3/4/9 (codes, welcome discount, TIMEBONUS25) behind the same signatures.
 */
export const resolveDiscount: ResolveDiscount = async () => {
  throw paymentError(404, 'code_not_found');
};

export const redeemDiscount: RedeemDiscount = async () => {};
