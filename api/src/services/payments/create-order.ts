import type { OrderCreatedResponse, PaymentMethod } from '../../contracts/payments.ts';
import type { Db } from '../../db/db.ts';
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

/** An order as stored, before its payment is opened at the provider. */
export interface PlacedOrder {
  orderId: number;
  total: number;
  currency: string;
  credits: number;
  method: PaymentMethod;
}

/**
 * Prices and stores an order, in the caller's transaction when `db` is one (direct debit places the order in
 * the transaction that checks its limits under the member's lock). The order and the reservation of its
 * discount are written in one transaction: a code another order holds refuses this order (409 code_used)
 * and nothing is stored.
 */
export async function placeOrder(db: Db, providerName: string, request: OrderRequest, now: Date): Promise<PlacedOrder> {
  if (request.method === 'sdd' && !request.mandate) throw paymentError(422, 'method_requires_mandate');
  const { bundle, quote, discount } = await priceOrder(db, request.buyer, request, now);
  const orderId = await db.transaction(async (tx) => {
    const id = await insertOrder(tx, {
      memberId: request.buyer.memberId,
      bundleId: bundle.id,
      credits: bundle.credits,
      method: request.method,
      currency: bundle.currency,
      price: quote.price,
      discount: quote.discount
        ? { code: quote.discount.code, percentage: quote.discount.value_percentage, amount: quote.discount.amount }
        : null,
      total: quote.total,
      provider: providerName,
      mandateId: request.mandate?.id ?? null,
      now,
    });
    if (discount) await reserveDiscount(tx, request.buyer.memberId, discount.code, id, now);
    return id;
  });
  return { orderId, total: quote.total, currency: bundle.currency, credits: bundle.credits, method: request.method };
}

/**
 * Opens a stored order's payment at the provider (never inside a transaction: the provider is a network call).
 * Answers where the browser goes next: the hosted checkout, or the result page when nothing is left to do.
 */
export async function openPayment(
  ctx: PaymentsContext,
  placed: PlacedOrder,
  request: Pick<OrderRequest, 'buyer' | 'language' | 'mandate'>,
): Promise<OrderCreatedResponse> {
  const { orderId } = placed;
  const resultUrl = `${ctx.origin}/transactions/${orderId}`;
  try {
    const payment = await ctx.provider.createPayment({
      orderId,
      amount: placed.total,
      currency: placed.currency,
      method: placed.method,
      description: `${ctx.site.settings.name} · ${placed.credits} credits · #${orderId}`,
      redirectUrl: resultUrl,
      webhookUrl: `${ctx.origin}/api/payment-webhook.php`,
      locale: mailLocale(request.language),
      ...(request.mandate ? { mandate: request.mandate } : {}),
    });
    await attachPayment(ctx.db, orderId, payment);
  } catch (error) {
    // No payment was opened (or none we know of): the order cannot be paid, so it must not hold its code. A
    // direct-debit order stays open: confirming its verified mandate again opens the payment of that order.
    if (!request.mandate) {
      await ctx.db.transaction(async (tx) => {
        await setOrderStatus(tx, orderId, 'failed', ctx.now);
        await releaseDiscount(tx, orderId);
      });
    }
    if (error instanceof PaymentProviderUnavailable) throw paymentError(503, 'payment_provider_unavailable');
    throw error;
  }
  return memberOrderCreated(ctx, orderId, request.buyer.memberId);
}

/** The created-order answer for an order as it is stored now. */
export async function memberOrderCreated(ctx: PaymentsContext, orderId: number, memberId: number): Promise<OrderCreatedResponse> {
  const row = await findMemberOrder(ctx.db, orderId, memberId);
  if (!row) throw new Error(`order ${orderId} vanished`);
  const order = orderView(row);
  return { order, redirect_url: order.checkout_url ?? `${ctx.origin}/transactions/${orderId}` };
}

/**
 * Prices and stores an order, then opens its payment at the provider. The order exists before the provider
 * is called, so a provider that fails leaves a visible order, marked failed with its code released, instead
 * of a payment nobody knows.
 */
export async function createOrder(ctx: PaymentsContext, request: OrderRequest): Promise<OrderCreatedResponse> {
  return openPayment(ctx, await placeOrder(ctx.db, ctx.provider.name, request, ctx.now), request);
}
