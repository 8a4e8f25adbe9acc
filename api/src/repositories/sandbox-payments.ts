import type { Db } from '../db/db.ts';
import type { OrderStatus, PaymentMethod } from '../contracts/payments.ts';

/** SQL of the sandbox payment provider (services/payments/sandbox): its own record of each payment. */

export interface SandboxPaymentRow {
  id: string;
  order_id: number;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: OrderStatus;
  redirect_url: string;
  webhook_url: string;
  description: string;
  amount_refunded: number;
  amount_charged_back: number;
}

export async function insertSandboxPayment(
  db: Db,
  payment: Pick<
    SandboxPaymentRow,
    'id' | 'order_id' | 'amount' | 'currency' | 'method' | 'status' | 'redirect_url' | 'webhook_url' | 'description'
  >,
): Promise<void> {
  await db.query(
    `insert into sandbox_payments (id, order_id, amount, currency, method, status, redirect_url, webhook_url, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      payment.id,
      payment.order_id,
      payment.amount,
      payment.currency,
      payment.method,
      payment.status,
      payment.redirect_url,
      payment.webhook_url,
      payment.description,
    ],
  );
}

export async function findSandboxPayment(db: Db, paymentId: string): Promise<SandboxPaymentRow | null> {
  const { rows } = await db.query<SandboxPaymentRow>(
    `select id, order_id, amount, trim(currency) as currency, method, status, redirect_url, webhook_url, description,
       amount_refunded, amount_charged_back
     from sandbox_payments where id = $1`,
    [paymentId],
  );
  return rows[0] ?? null;
}

/**
 * The tester's choice. Like a real provider, a payment leaves 'open' or 'pending' once and then stays put:
 * a second click on a final payment changes nothing. Answers whether the status changed.
 */
export async function decideSandboxPayment(db: Db, paymentId: string, status: OrderStatus): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `update sandbox_payments set status = $2, updated_at = now() where id = $1 and status in ('open', 'pending') and status <> $2 returning id`,
    [paymentId, status],
  );
  return rows.length > 0;
}

/**
 * Money going back on a paid payment: a refund (of `amount`, default all that is left) or a chargeback (the
 * payer's bank takes back all that is left). The status stays 'paid', as at Mollie; the amounts say what
 * went back. Answers whether anything changed (a second click on a fully returned payment changes nothing).
 */
export async function returnSandboxPayment(db: Db, paymentId: string, kind: 'refund' | 'chargeback', amount?: number): Promise<boolean> {
  const column = kind === 'refund' ? 'amount_refunded' : 'amount_charged_back';
  const { rows } = await db.query<{ id: string }>(
    `update sandbox_payments set ${column} = ${column} + coalesce($2, amount - amount_refunded - amount_charged_back), updated_at = now()
     where id = $1 and status = 'paid' and amount_refunded + amount_charged_back < amount
       and ($2::int is null or ($2::int > 0 and amount_refunded + amount_charged_back + $2::int <= amount))
     returning id`,
    [paymentId, amount ?? null],
  );
  return rows.length > 0;
}
