import type { Db } from '../../db/db.ts';
import type { AppliedDiscount, DiscountCode, PaymentMethod } from '../../contracts/payments.ts';

/**
 * The seam between orders and discount codes: the order service asks `resolveDiscount` when it prices an
 * order (quote, order, direct debit), calls `reserveDiscount` in the transaction that inserts the order,
 * `releaseDiscount` in the one that records its failure, and `redeemDiscount` in the one that marks it
 * paid. Every rule lives behind these two calls (the time bonus and
 * welcome discount); errors are AppErrors with the codes of PAYMENT_ERROR_MESSAGES.
 */
export interface DiscountBuyer {
  memberId: number;
  country: string;
  paidUser: boolean;
  signupDate: Date;
}

export interface DiscountTarget {
  bundleId: number;
  price: number;
  currency: string;
  method: PaymentMethod | null;
}

export interface ResolvedDiscount {
  code: DiscountCode;
  /** What it takes off `target.price`. */
  applied: AppliedDiscount;
}

export type ResolveDiscount = (db: Db, buyer: DiscountBuyer, code: string, target: DiscountTarget, now: Date) => Promise<ResolvedDiscount>;
export type ReserveDiscount = (tx: Db, memberId: number, discount: DiscountCode, orderId: number, now: Date) => Promise<void>;
export type ReleaseDiscount = (tx: Db, orderId: number) => Promise<void>;
export type RedeemDiscount = (tx: Db, memberId: number, code: string, orderId: number, now: Date) => Promise<void>;

/** Minor units a percentage takes off a price: rounded half up to a whole minor unit, never above the price. */
export function discountAmount(price: number, percentage: number): number {
  return Math.min(price, Math.floor((price * percentage + 50) / 100));
}
