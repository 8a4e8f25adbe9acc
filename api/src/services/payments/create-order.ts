import type { OrderCreatedResponse, PaymentMethod } from '../../contracts/payments.ts';
import { mailLocale } from '../../mail/render.ts';
import { attachPayment, findMemberOrder, insertOrder, orderView, setOrderStatus } from '../../repositories/orders.ts';
import type { DiscountBuyer } from './discount-rules.ts';
import { releaseDiscount, reserveDiscount } from './discounts/index.ts';
import { PaymentProviderUnavailable } from './payment-provider.ts';
import { paymentError } from './payment-error.ts';
import type { PaymentsContext } from './payments-context.ts';
import { priceOrder } from './price-order.ts';

export interface OrderRequest {
  buyer: DiscountBuyer;
  language: string;
  bundleId: number;
  method: PaymentMethod;
  code?: string | undefined;
  /** Direct debit: the mandate the member verified with the SMS code (the only way to order with sdd). */
  mandate?: { id: number; accountHolder: string; iban: string };
}

/**
 * Prices and stores an order, then opens its payment at the provider. The order and the reservation of its
 * discount are written in one transaction: a code another order holds refuses this order (409 code_used)
 * and nothing is stored. The order exists before the provider is called, so a provider that fails leaves a
 * visible order, marked failed with its code released, instead of a payment nobody knows.
 * Answers where the browser goes next: the hosted checkout, or the result page when nothing is left to do.
 */
export async function createOrder(ctx: PaymentsContext, request: OrderRequest): Promise<OrderCreatedResponse> {
  if (request.method === 'sdd' && !request.mandate) throw paymentError(422, 'method_requires_mandate');
  const { bundle, quote, discount } = await priceOrder(ctx.db, request.buyer, request, ctx.now);
  const orderId = await ctx.db.transaction(async (tx) => {
    const id = await insertOrder(tx, {
      memberId: request.buyer.memberId,
      bundleId: bundle.id,
      credits: bundle.credits,
      method: request.method,
      currency: bundle.currency,
      price: quote.price,
      discount: quote.discount ? { code: quote.discount.code, percentage: quote.discount.value_percentage, amount: quote.discount.amount } : null,
      total: quote.total,
      provider: ctx.provider.name,
      mandateId: request.mandate?.id ?? null,
      now: ctx.now,
    });
    if (discount) await reserveDiscount(tx, request.buyer.memberId, discount.code, id, ctx.now);
    return id;
  });
  const resultUrl = `${ctx.origin}/transactions/${orderId}`;
  try {
    const payment = await ctx.provider.createPayment({
      orderId,
      amount: quote.total,
      currency: bundle.currency,
      method: request.method,
      description: `${ctx.site.settings.name} · ${bundle.credits} credits · #${orderId}`,
      redirectUrl: resultUrl,
      webhookUrl: `${ctx.origin}/api/payment-webhook.php`,
      locale: mailLocale(request.language),
      ...(request.mandate ? { mandate: request.mandate } : {}),
    });
    await attachPayment(ctx.db, orderId, payment);
  } catch (error) {
    // No payment was opened (or none we know of): the order cannot be paid, so it must not hold its code.
    await ctx.db.transaction(async (tx) => {
      await setOrderStatus(tx, orderId, 'failed', ctx.now);
      await releaseDiscount(tx, orderId);
    });
    if (error instanceof PaymentProviderUnavailable) throw paymentError(503, 'payment_provider_unavailable');
    throw error;
  }
  const row = await findMemberOrder(ctx.db, orderId, request.buyer.memberId);
  if (!row) throw new Error(`order ${orderId} vanished`);
  const order = orderView(row);
  return { order, redirect_url: order.checkout_url ?? resultUrl };
}
