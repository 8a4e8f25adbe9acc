import { FINAL_ORDER_STATUSES, type OrderStatus } from '../../contracts/payments.ts';
import type { Db } from '../../db/db.ts';
import { creditPurchase } from '../../repositories/credits.ts';
import { claimSync, findOrderByPayment, lockOrder, markOrderPaid, setOrderStatus, type OrderRow } from '../../repositories/orders.ts';
import { publishCounts } from '../chat/member-counts.ts';
import { redeemDiscount, releaseDiscount } from './discounts/index.ts';
import { PaymentProviderUnavailable } from './payment-provider.ts';
import { paymentError } from './payment-error.ts';
import type { PaymentsContext } from './payments-context.ts';
import { sendReceipt } from './receipt.ts';
import { sendReversalNotice } from './reversal-notice.ts';
import { applyReturnedMoney } from './reverse-purchase.ts';

/** The result page polls; the provider is asked about one order at most this often. */
export const SYNC_INTERVAL_MS = 2_000;

/**
 * Brings an order up to date with its provider, the one path for webhooks and for the member's return alike.
 * The status always comes from the provider (a webhook carries only the id). In one transaction the order row
 * is locked and, unless it is already final, the new status applied; paying credits the bundle in that same
 * transaction (one ledger row, unique per order). So replayed, concurrent or late webhooks and the return
 * credit an order exactly once, and nothing after 'paid' changes its status. A paid order then follows what
 * the provider reports refunded and charged back: the credits go back in the same transaction, once.
 * Answers the order as it now stands.
 */
export async function syncPayment(ctx: PaymentsContext, paymentId: string): Promise<OrderRow | null> {
  const order = await findOrderByPayment(ctx.db, paymentId);
  if (!order) return null;
  let payment;
  try {
    payment = await ctx.provider.getPayment(paymentId);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw paymentError(503, 'payment_provider_unavailable');
    throw error;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) return { paid: false, reversal: null };
    const paid = await applyStatus(tx, ctx, locked, payment.status);
    const reversal =
      paid || locked.status === 'paid'
        ? await applyReturnedMoney(tx, locked, { refunded: payment.amountRefunded, chargedBack: payment.amountChargedBack }, ctx.now)
        : null;
    return { paid, reversal };
  });
  const current = await findOrderByPayment(ctx.db, paymentId);
  if ((outcome.paid || outcome.reversal) && current) {
    // After the commit: the badge follows at once (realtime counts), and the mail goes out. Neither may
    // undo or fail a payment (or a reversal) that is already booked.
    await publishCounts(ctx.db, ctx.realtime, [current.member_id]).catch((err: unknown) =>
      ctx.log.warn({ err }, 'counts after payment not sent'),
    );
    if (outcome.paid)
      await sendReceipt(ctx, current).catch((err: unknown) => ctx.log.error({ err, order: current.id }, 'receipt not sent'));
    const reversal = outcome.reversal;
    if (reversal && reversal.credits > 0) {
      await sendReversalNotice(ctx, current, reversal).catch((err: unknown) =>
        ctx.log.error({ err, order: current.id }, 'reversal notice not sent'),
      );
    }
  }
  return current;
}

/** A status change of an order not yet final; answers whether it was paid just now (and credited). */
async function applyStatus(tx: Db, ctx: PaymentsContext, locked: OrderRow, status: OrderStatus): Promise<boolean> {
  if (FINAL_ORDER_STATUSES.includes(locked.status) || status === locked.status) return false;
  if (status !== 'paid') {
    await setOrderStatus(tx, locked.id, status, ctx.now);
    // A final status other than paid frees the order's discount for the member's next order.
    if (FINAL_ORDER_STATUSES.includes(status)) await releaseDiscount(tx, locked.id);
    return false;
  }
  const balance = await creditPurchase(tx, { id: locked.id, memberId: locked.member_id, credits: locked.credits }, ctx.now);
  await markOrderPaid(tx, locked.id, balance, ctx.now);
  if (locked.discount_code) await redeemDiscount(tx, locked.member_id, locked.discount_code, locked.id, ctx.now);
  return true;
}

/**
 * The member's return (and the result page's polling): asks the provider about an order still open or
 * pending, at most every SYNC_INTERVAL_MS, and answers the order as stored when the provider cannot be asked.
 */
export async function refreshOrder(ctx: PaymentsContext, order: OrderRow): Promise<OrderRow> {
  if (FINAL_ORDER_STATUSES.includes(order.status) || !order.provider_payment_id) return order;
  if (!(await claimSync(ctx.db, order.id, ctx.now, SYNC_INTERVAL_MS))) return order;
  try {
    return (await syncPayment(ctx, order.provider_payment_id)) ?? order;
  } catch (err) {
    // The provider is away: the stored status stands, the page polls again.
    ctx.log.warn({ err, order: order.id }, 'payment status not refreshed');
    return order;
  }
}
