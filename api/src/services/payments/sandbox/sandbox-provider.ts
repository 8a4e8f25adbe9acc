import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db.ts';
import type { OrderStatus, PaymentMethod } from '../../../contracts/payments.ts';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '../payment-provider.ts';

/** Posts `id=<payment id>` to a webhook URL, as a provider does; tests replace it with an in-process call. */
export type WebhookNotifier = (webhookUrl: string, paymentId: string) => Promise<void>;

export const httpWebhookNotifier: WebhookNotifier = async (webhookUrl, paymentId) => {
  await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
};

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

/** Where the tester decides a payment's fate: a page this API serves, on the site's own origin. */
export function sandboxCheckoutUrl(webhookUrl: string, paymentId: string): string {
  return new URL(`/api/sandbox-checkout.php?id=${encodeURIComponent(paymentId)}`, webhookUrl).toString();
}

/**
 * The default provider: behaves like a real one (an id per payment, a hosted checkout, a webhook that carries
 * only the id, the status read back from the provider), but keeps its records in sandbox_payments and lets
 * the tester choose the outcome on its checkout page. Direct debit has no checkout: it stays pending until
 * the tester settles it on the same page.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const id = `sbx_${randomBytes(12).toString('base64url')}`;
    const status: OrderStatus = input.mandate ? 'pending' : 'open';
    await this.db.query(
      `insert into sandbox_payments (id, order_id, amount, currency, method, status, redirect_url, webhook_url, description)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, input.orderId, input.amount, input.currency, input.method, status, input.redirectUrl, input.webhookUrl, input.description],
    );
    return {
      id,
      status,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      checkoutUrl: this.checkoutUrlFor(id, status, input.webhookUrl),
      amountRefunded: 0,
      amountChargedBack: 0,
    };
  }

  async getPayment(paymentId: string): Promise<ProviderPayment> {
    const row = await findSandboxPayment(this.db, paymentId);
    if (!row) throw new Error(`sandbox payment ${paymentId} not found`);
    return {
      id: row.id,
      status: row.status,
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      checkoutUrl: this.checkoutUrlFor(row.id, row.status, row.webhook_url),
      amountRefunded: row.amount_refunded,
      amountChargedBack: row.amount_charged_back,
    };
  }

  /** Like a provider: only a paid payment, and never more than what is left of it. */
  async refundPayment(paymentId: string, refund: { amount: number }): Promise<void> {
    if (!(await returnSandboxPayment(this.db, paymentId, 'refund', refund.amount))) {
      throw new Error(`sandbox payment ${paymentId} is not paid, or less than ${refund.amount} of it is left to refund`);
    }
  }

  private checkoutUrlFor(id: string, status: OrderStatus, webhookUrl: string): string | null {
    return status === 'open' ? sandboxCheckoutUrl(webhookUrl, id) : null;
  }
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
