import { findOrderById, type OrderRow } from '../../repositories/orders.ts';
import type { PaymentsContext } from './payments-context.ts';
import { syncPayment } from './sync-payment.ts';

export const REFUND_USAGE = 'usage: refund -- --order <order id> [--amount <minor units, default all that is left>]';

/** The operator asked for something that cannot be refunded; the message says why. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

/** Parses the command line (after `--`); null when it makes no sense. */
export function parseRefundArgs(argv: readonly string[]): { orderId: number; amount?: number } | null {
  const args = argv.filter((arg) => arg !== '--');
  const number = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
  if ((args.length !== 2 && args.length !== 4) || args[0] !== '--order') return null;
  const orderId = number(args[1]);
  if (orderId === null) return null;
  if (args.length === 2) return { orderId };
  const amount = number(args[3]);
  return args[2] === '--amount' && amount !== null ? { orderId, amount } : null;
}

/**
 * The operator's refund: returns `amount` (default all that is left) of a paid order's payment through its
 * provider, then syncs the order at once, which takes the credits back and mails the member, exactly as the
 * provider's webhook will (which then finds nothing left to do). Refuses an unknown or unpaid order, an order
 * of another provider, and more than what is left of the payment.
 */
export async function refundOrder(ctx: PaymentsContext, orderId: number, amount?: number): Promise<{ order: OrderRow; refunded: number }> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new RefundRefused(`Order ${orderId} does not exist.`);
  if (order.status !== 'paid' || !order.provider_payment_id)
    throw new RefundRefused(`Order ${orderId} is ${order.status}, not paid: nothing to refund.`);
  if (order.provider !== ctx.provider.name) {
    throw new RefundRefused(`Order ${orderId} was paid through ${order.provider}; this API uses ${ctx.provider.name}.`);
  }
  const payment = await ctx.provider.getPayment(order.provider_payment_id);
  const left = payment.amount - payment.amountRefunded - payment.amountChargedBack;
  if (left <= 0) throw new RefundRefused(`Order ${orderId} is refunded or charged back in full already.`);
  const refund = amount ?? left;
  if (refund > left)
    throw new RefundRefused(`Order ${orderId} has ${left} (minor units of ${order.currency}) left to refund, not ${refund}.`);
  await ctx.provider.refundPayment(order.provider_payment_id, {
    amount: refund,
    currency: order.currency,
    description: `Refund #${order.id}`,
    orderId: order.id,
  });
  const synced = await syncPayment(ctx, order.provider_payment_id);
  return { order: synced ?? order, refunded: refund };
}
