import type { Db } from '../db/db.ts';
import type { Order, OrderStatus, PaymentMethod } from '../contracts/payments.ts';
import { takeBackPurchaseCredits } from './credits.ts';

export interface OrderRow {
  id: number;
  member_id: number;
  bundle_id: number;
  credits: number;
  method: PaymentMethod;
  currency: string;
  price: number;
  discount_code: string | null;
  discount_percentage: number | null;
  discount_amount: number;
  total: number;
  status: OrderStatus;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  mandate_id: number | null;
  balance_after: number | null;
  /** What the provider last reported refunded and charged back (minor units), and the credits taken back for it. */
  amount_refunded: number;
  amount_charged_back: number;
  credits_reversed: number;
  created_at: Date;
  paid_at: Date | null;
  synced_at: Date | null;
}

const COLUMNS = `id, member_id, bundle_id, credits, method, trim(currency) as currency, price, discount_code, discount_percentage,
  discount_amount, total, status, provider, provider_payment_id, checkout_url, mandate_id, balance_after,
  amount_refunded, amount_charged_back, credits_reversed, created_at, paid_at, synced_at`;

export interface NewOrder {
  memberId: number;
  bundleId: number;
  credits: number;
  method: PaymentMethod;
  currency: string;
  price: number;
  discount: { code: string; percentage: number; amount: number } | null;
  total: number;
  provider: string;
  mandateId: number | null;
  now: Date;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into orders (member_id, bundle_id, credits, method, currency, price, discount_code, discount_percentage, discount_amount,
       total, provider, mandate_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning id`,
    [
      order.memberId,
      order.bundleId,
      order.credits,
      order.method,
      order.currency,
      order.price,
      order.discount?.code ?? null,
      order.discount?.percentage ?? null,
      order.discount?.amount ?? 0,
      order.total,
      order.provider,
      order.mandateId,
      order.now,
    ],
  );
  return rows[0]!.id;
}

export async function attachPayment(
  db: Db,
  orderId: number,
  payment: { id: string; status: OrderStatus; checkoutUrl: string | null },
): Promise<void> {
  await db.query(`update orders set provider_payment_id = $2, status = $3, checkout_url = $4, updated_at = now() where id = $1`, [
    orderId,
    payment.id,
    payment.status,
    payment.checkoutUrl,
  ]);
}

/** One order of one member: someone else's order is "not found" (never "forbidden": ids are not to be probed). */
export async function findMemberOrder(db: Db, orderId: number, memberId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`select ${COLUMNS} from orders where id = $1 and member_id = $2`, [orderId, memberId]);
  return rows[0] ?? null;
}

export async function listMemberOrders(db: Db, memberId: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `select ${COLUMNS} from orders where member_id = $1 order by created_at desc, id desc limit 100`,
    [memberId],
  );
  return rows;
}

export async function lastPaidOrder(db: Db, memberId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `select ${COLUMNS} from orders where member_id = $1 and status = 'paid' order by paid_at desc, id desc limit 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function findOrderByPayment(db: Db, paymentId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`select ${COLUMNS} from orders where provider_payment_id = $1`, [paymentId]);
  return rows[0] ?? null;
}

/** The order, locked until the transaction ends: status changes of one order are applied one after another. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(`select ${COLUMNS} from orders where id = $1 for update`, [orderId]);
  return rows[0] ?? null;
}

export async function setOrderStatus(tx: Db, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  await tx.query(
    `update orders set status = $2, updated_at = $3, synced_at = $3,
       checkout_url = case when $2 = 'open' then checkout_url end where id = $1`,
    [orderId, status, now],
  );
}

export async function markOrderPaid(tx: Db, orderId: number, balanceAfter: number, now: Date): Promise<void> {
  await tx.query(
    `update orders set status = 'paid', paid_at = $3, balance_after = $2, updated_at = $3, synced_at = $3, checkout_url = null where id = $1`,
    [orderId, balanceAfter, now],
  );
}

/** Claims the right to ask the provider now: false when someone asked within the last `minMs`. */
export async function claimSync(db: Db, orderId: number, now: Date, minMs: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `update orders set synced_at = $2 where id = $1 and (synced_at is null or synced_at <= $3) returning id`,
    [orderId, now, new Date(now.getTime() - minMs)],
  );
  return rows.length > 0;
}

/** Money of a paid order that went back to the payer, as the provider now reports it. */
export interface ReturnedMoney {
  refunded: number;
  chargedBack: number;
}

/**
 * Records what the provider reports returned on a paid order and takes `credits` back (0: only the amounts
 * change), in the caller's transaction with the order locked: one ledger row (refund or chargeback), the
 * balance (which may go below zero), and premium, which ends when none of the member's paid orders is left
 * unreversed. Answers the new balance.
 */
export async function reverseOrderCredits(
  tx: Db,
  order: { id: number; memberId: number },
  returned: ReturnedMoney & { credits: number; reason: 'refund' | 'chargeback' },
  now: Date,
): Promise<number> {
  await tx.query(
    `update orders set amount_refunded = $2, amount_charged_back = $3, credits_reversed = credits_reversed + $4, updated_at = $5 where id = $1`,
    [order.id, returned.refunded, returned.chargedBack, returned.credits, now],
  );
  return takeBackPurchaseCredits(tx, { ...order, credits: returned.credits, reason: returned.reason }, now);
}

export function orderView(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    bundle_id: row.bundle_id,
    credits: row.credits,
    method: row.method,
    currency: row.currency,
    price: row.price,
    discount: row.discount_code
      ? { code: row.discount_code, value_percentage: row.discount_percentage ?? 0, amount: row.discount_amount }
      : null,
    total: row.total,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    checkout_url: row.status === 'open' ? row.checkout_url : null,
    balance_after: row.balance_after,
    credits_reversed: row.credits_reversed,
  };
}

/** Any order by id (the operator's commands; members read theirs through findMemberOrder). */
export async function findOrderById(db: Db, orderId: number): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`select ${COLUMNS} from orders where id = $1`, [orderId]);
  return rows[0] ?? null;
}
