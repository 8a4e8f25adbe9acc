import { createMollieClient, MollieApiError, type MollieClient, type Payment } from '@mollie/api-client';
import { PaymentProviderUnavailable, type CreatePaymentInput, type PaymentProvider, type ProviderPayment } from '../payment-provider.ts';
import { MOLLIE_LOCALES, MOLLIE_METHODS, minorAmount, mollieAmount, ourMethod, ourStatus } from './mollie-mapping.ts';

export interface MollieProviderOptions {
  apiKey: string;
  /** Only for tests and staging: another Mollie-compatible endpoint (the client speaks https only). */
  apiUrl?: string;
  /** Longest wait for one call, the client's own retries included. Default 8 s. */
  timeoutMs?: number;
}

/**
 * Below the gateway's 10 s for an API call: a Mollie that accepts and never answers (the client has no timeout
 * of its own) gives the member the translated `payment_provider_unavailable`, never a hung page or a 504.
 */
export const MOLLIE_CALL_TIMEOUT_MS = 8_000;

/** Mollie refused our API key: a configuration fault, not a member's mistake and not a passing outage. */
export class MollieKeyRejected extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Mollie rejected the API key (MOLLIE_API_KEY): check that it is a live_ or test_ key of this profile', options);
    this.name = 'MollieKeyRejected';
  }
}

/** The production payment provider (Mollie's Payments API v2 through @mollie/api-client). */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;
  private readonly timeoutMs: number;

  constructor(options: MollieProviderOptions) {
    this.timeoutMs = options.timeoutMs ?? MOLLIE_CALL_TIMEOUT_MS;
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await this.call(() =>
      this.client.payments.create({
        amount: mollieAmount(input.amount, input.currency),
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        // The library types method and locale as its own enums; ours map onto their string values.
        method: MOLLIE_METHODS[input.method] as never,
        locale: MOLLIE_LOCALES[input.locale] as never,
        metadata: { order_id: input.orderId },
        // One order, one payment: a repeated create (a retry after a lost answer) gets the first payment back
        // instead of opening a second one the member could also pay.
        idempotencyKey: `order-${input.orderId}`,
        ...(input.mandate ? { consumerName: input.mandate.accountHolder, consumerAccount: input.mandate.iban } : {}),
      }),
    );
    return this.toProviderPayment(payment, input.method);
  }

  async getPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = await this.call(() => this.client.payments.get(paymentId));
    return this.toProviderPayment(payment, null);
  }

  async refundPayment(
    paymentId: string,
    refund: { amount: number; currency: string; description: string; orderId: number },
  ): Promise<void> {
    await this.call(() =>
      this.client.paymentRefunds.create({
        paymentId,
        amount: mollieAmount(refund.amount, refund.currency),
        description: refund.description,
        metadata: { order_id: refund.orderId },
        // A refund command run twice for the same amount (a lost answer, an impatient operator) refunds once.
        idempotencyKey: `refund-${refund.orderId}-${refund.amount}`,
      }),
    );
  }

  private toProviderPayment(payment: Payment, requested: CreatePaymentInput['method'] | null): ProviderPayment {
    const method = ourMethod(payment.method) ?? requested;
    if (!method) throw new Error(`Mollie payment ${payment.id} has a method we do not offer: ${String(payment.method)}`);
    return {
      id: payment.id,
      status: ourStatus(payment.status),
      method,
      amount: minorAmount(payment.amount.value),
      currency: payment.amount.currency,
      checkoutUrl: payment.getCheckoutUrl() ?? null,
      // Mollie reports both on the payment; its webhook is called when either changes.
      amountRefunded: payment.amountRefunded ? minorAmount(payment.amountRefunded.value) : 0,
      amountChargedBack: payment.amountChargedBack ? minorAmount(payment.amountChargedBack.value) : 0,
    };
  }

  /**
   * Sorts Mollie's failures: no answer or a 5xx (after the library's own retries) is an outage the caller
   * retries later; 401 is a wrong key; any other API error (a 4xx about our request) is passed on as is.
   */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PaymentProviderUnavailable(`Mollie did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      // The request itself cannot be aborted (the client takes no signal); it ends on its own. A create that
      // Mollie finished after all is harmless: its checkout URL never reached the member, and the order's
      // idempotency key answers that same payment to a retry.
      return await Promise.race([request(), deadline]);
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) throw error;
      if (!(error instanceof MollieApiError)) throw error;
      const status = error.statusCode;
      if (status === 401) throw new MollieKeyRejected({ cause: error });
      if (status === undefined || status >= 500) {
        throw new PaymentProviderUnavailable(`Mollie did not answer: ${error.message}`, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
