import type { DiscountCode } from '../../../contracts/payments.ts';
import type { AppError } from '../../../lib/app-error.ts';
import type { DiscountHold, DiscountUse } from '../../../repositories/discount-codes.ts';
import { paymentError } from '../payment-error.ts';

/**
 * How a code is reserved for a member: by its validity, and as a first-purchase discount when it is
 * personal (the welcome code, the time bonus): those are for members who never paid, one per member.
 */
export function discountUse(memberId: number, code: Pick<DiscountCode, 'code' | 'validity' | 'user_id'>): DiscountUse {
  return { code: code.code, memberId, validity: code.validity, firstPurchase: code.user_id !== null };
}

/**
 * 409 'Code reeds gebruikt'. When the member's own open order holds the code, `order_id` names it, so the
 * shop can offer the way back to that order instead of a dead end.
 */
export function codeUsed(hold: DiscountHold): AppError {
  return paymentError(409, 'code_used', hold.openOrderId === null ? undefined : { order_id: hold.openOrderId });
}
