import type { Db } from '../../db/db.ts';
import { reverseOrderCredits, type OrderRow, type ReturnedMoney } from '../../repositories/orders.ts';

/** What one sync took back: the credits, the money newly returned, and why. */
export interface Reversal {
  credits: number;
  /** Minor units newly returned since the last sync (refunded plus charged back). */
  amount: number;
  reason: 'refund' | 'chargeback';
  balance: number;
}

/**
 * The credits a paid order has lost when this much of its total went back: the bought credits in proportion,
 * rounded up (a partial refund never leaves a credit unpaid), all of them for a full refund or chargeback.
 */
export function creditsToTakeBack(order: Pick<OrderRow, 'credits' | 'total'>, returned: ReturnedMoney): number {
  if (order.total <= 0) return 0;
  const back = Math.min(order.total, returned.refunded + returned.chargedBack);
  return Math.min(order.credits, Math.ceil((order.credits * back) / order.total));
}

/**
 * Applies what the provider reports refunded and charged back on a paid order, in the transaction that holds
 * the order's lock. Only what grew since the last sync is taken: a repeated webhook takes nothing twice. A
 * chargeback the bank later reverses gives nothing back by itself (support decides). Answers null when
 * nothing changed.
 */
export async function applyReturnedMoney(tx: Db, order: OrderRow, returned: ReturnedMoney, now: Date): Promise<Reversal | null> {
  const refunded = Math.max(order.amount_refunded, returned.refunded);
  const chargedBack = Math.max(order.amount_charged_back, returned.chargedBack);
  if (refunded === order.amount_refunded && chargedBack === order.amount_charged_back) return null;
  const credits = Math.max(0, creditsToTakeBack(order, { refunded, chargedBack }) - order.credits_reversed);
  const reason = chargedBack > order.amount_charged_back ? 'chargeback' : 'refund';
  const balance = await reverseOrderCredits(
    tx,
    { id: order.id, memberId: order.member_id },
    { refunded, chargedBack, credits, reason },
    now,
  );
  const amount = refunded + chargedBack - order.amount_refunded - order.amount_charged_back;
  return { credits, amount, reason, balance };
}
