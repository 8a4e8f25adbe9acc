import type { Locale } from '../../contracts/common.ts';
import type { OrderStatus, PaymentMethod } from '../../contracts/payments.ts';

/**
 * The seam between our orders and a payment service provider. Two adapters: `sandbox` (default; its
 * hosted checkout is served by this API and lets a tester pick the outcome) and `mollie` (when
 * MOLLIE_API_KEY is set). Both behave like a real PSP: a payment is created with a redirect and a webhook
 * URL, the provider later calls the webhook with only the payment id, and the status is always fetched
 * from the provider (`getPayment`), never taken from the caller.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The provider's current view of a payment; throws PaymentProviderUnavailable when it cannot answer. */
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Returns `amount` (minor units) of a paid payment to the payer (the operator's refund command). The credits
   * are taken back when the payment is next synced, from what getPayment then reports.
   */
  refundPayment(paymentId: string, refund: { amount: number; currency: string; description: string; orderId: number }): Promise<void>;
}

export interface CreatePaymentInput {
  /** Our order id (kept by the provider as metadata, so a payment can be traced back). */
  orderId: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  method: PaymentMethod;
  /** Shown on the hosted checkout and the bank statement. */
  description: string;
  /** Where the browser returns after the checkout: <site origin>/transactions/<order id>. */
  redirectUrl: string;
  /** Where the provider posts `id=<payment id>`: <site origin>/api/payment-webhook.php. */
  webhookUrl: string;
  locale: Locale;
  /** Direct debit: the verified mandate the payment draws on (no hosted checkout; settles later). */
  mandate?: { id: number; accountHolder: string; iban: string };
}

export interface ProviderPayment {
  id: string;
  status: OrderStatus;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** Hosted checkout while the payment is open; null afterwards and for direct debit. */
  checkoutUrl: string | null;
  /** Minor units refunded so far (by us or in the provider's dashboard); 0 when none. */
  amountRefunded: number;
  /** Minor units the payer's bank or card issuer took back (chargebacks); 0 when none. */
  amountChargedBack: number;
}

/** The provider did not answer (network, 5xx): callers answer 503 payment_provider_unavailable and retry later. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}
