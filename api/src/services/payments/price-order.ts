import type { OrderQuote, PaymentMethod } from '../../contracts/payments.ts';
import type { Db } from '../../db/db.ts';
import { findBundle, listPaymentMethods, type BundleRow } from '../../repositories/bundles.ts';
import type { DiscountBuyer, ResolvedDiscount } from './discount-rules.ts';
import { resolveDiscount } from './discounts/index.ts';
import { paymentError } from './payment-error.ts';

export interface PricedOrder {
  bundle: BundleRow;
  quote: OrderQuote;
  discount: ResolvedDiscount | null;
}

/**
 * The one place an order's price is made, for the overview (quote), the order and direct debit alike: the
 * bundle of the member's own country, a method that country offers, and the code's rules. Nothing of the
 * client's arithmetic is used.
 */
export async function priceOrder(
  db: Db,
  buyer: DiscountBuyer,
  order: { bundleId: number; method: PaymentMethod; code?: string | undefined },
  now: Date,
): Promise<PricedOrder> {
  const bundle = await findBundle(db, order.bundleId);
  // Prices are per country: another country's bundle is not for sale to this member.
  if (!bundle || bundle.country !== buyer.country) throw paymentError(404, 'bundle_not_found');
  if (!(await listPaymentMethods(db, buyer.country)).includes(order.method)) throw paymentError(422, 'method_not_offered');
  const discount = order.code
    ? await resolveDiscount(
        db,
        buyer,
        order.code,
        { bundleId: bundle.id, price: bundle.price, currency: bundle.currency, method: order.method },
        now,
      )
    : null;
  const off = discount?.applied.amount ?? 0;
  return {
    bundle,
    discount,
    quote: {
      bundle_id: bundle.id,
      credits: bundle.credits,
      method: order.method,
      currency: bundle.currency,
      price: bundle.price,
      discount: discount?.applied ?? null,
      total: bundle.price - off,
    },
  };
}
