import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db.ts';
import type { OrderStatus } from '../../../contracts/payments.ts';
import { findSandboxPayment, insertSandboxPayment, returnSandboxPayment } from '../../../repositories/sandbox-payments.ts';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '../payment-provider.ts';

// Its SQL lives in the repository; the checkout route and the tests import it from here too.
export {
  decideSandboxPayment,
  findSandboxPayment,
  returnSandboxPayment,
  type SandboxPaymentRow,
} from '../../../repositories/sandbox-payments.ts';

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
    await insertSandboxPayment(this.db, {
      id,
      order_id: input.orderId,
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      status,
      redirect_url: input.redirectUrl,
      webhook_url: input.webhookUrl,
      description: input.description,
    });
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
