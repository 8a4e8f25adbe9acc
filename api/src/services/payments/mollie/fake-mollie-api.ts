import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');

/** The fake's self-signed certificate (127.0.0.1, test only). */
const FAKE_MOLLIE_CERT = fixture('fake-mollie.crt');

interface FakePayment {
  resource: 'payment';
  id: string;
  status: string;
  amount: { value: string; currency: string };
  method: string | null;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  metadata: unknown;
  createdAt: string;
  /** Set once something was refunded or charged back, as Mollie does. */
  amountRefunded?: { value: string; currency: string };
  amountChargedBack?: { value: string; currency: string };
  _links: Record<string, { href: string; type: string }>;
}

/** Minor units of a Mollie decimal string, and back (the fake only deals in two-decimal currencies). */
const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The fields of POST /v2/payments the fake keeps (it trusts the client under test to send them). */
type CreateBody = Pick<FakePayment, 'amount' | 'description' | 'redirectUrl' | 'webhookUrl' | 'locale' | 'metadata'> & {
  method?: string;
};

/**
 * A local stand-in for Mollie's Payments API v2 (POST /v2/payments, GET /v2/payments/:id) over https, as the
 * client only speaks https. It checks the Bearer key like Mollie, and a test can change a payment's status or
 * make the next answers fail with a 5xx.
 */
export class FakeMollieApi {
  readonly payments = new Map<string, FakePayment>();
  readonly requests: { method: string; path: string; body: unknown; idempotencyKey: string | undefined }[] = [];
  /** How many coming requests answer 503 (with Retry-After: 0 so the client's own retries do not wait). */
  failNext = 0;
  /** How many coming requests are read and never answered (a Mollie that hangs); ended by stop(). */
  hangNext = 0;
  /** Like Mollie: a create with a key seen before answers the payment (or refund) that key made. */
  private readonly byIdempotencyKey = new Map<string, FakePayment>();
  private readonly refundsByKey = new Map<string, object>();
  private server: Server | null = null;
  private nextId = 1;

  constructor(private readonly apiKey: string) {}

  async start(): Promise<string> {
    const server = createServer({ key: fixture('fake-mollie.key'), cert: FAKE_MOLLIE_CERT }, (req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body: unknown = raw ? JSON.parse(raw) : null;
        const idempotencyKey = req.headers['idempotency-key'];
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          body,
          idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        });
        const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
          res.end(JSON.stringify(json));
        };
        const error = (status: number, title: string, detail: string, headers?: Record<string, string>) =>
          answer(status, { status, title, detail, _links: {} }, headers);
        if (this.hangNext > 0) {
          this.hangNext -= 1;
          return;
        }
        if (this.failNext > 0) {
          this.failNext -= 1;
          return error(503, 'Service Unavailable', 'Try again later', { 'retry-after': '0' });
        }
        if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
          return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
        }
        const path = (req.url ?? '').split('?')[0] ?? '';
        const refundOf = /^\/v2\/payments\/([A-Za-z0-9_]+)\/refunds$/.exec(path);
        if (refundOf && req.method === 'POST') {
          const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
          const earlier = key === undefined ? undefined : this.refundsByKey.get(key);
          if (earlier) return answer(201, earlier);
          const refund = this.refund(refundOf[1]!, body as { amount: { value: string; currency: string }; description?: string });
          if (typeof refund === 'string') return error(422, 'Unprocessable Entity', refund);
          if (key !== undefined) this.refundsByKey.set(key, refund);
          return answer(201, refund);
        }
        const match = /^\/v2\/payments(?:\/([A-Za-z0-9_]+))?$/.exec(path);
        if (!match) return error(404, 'Not Found', 'No such endpoint');
        if (req.method === 'POST' && !match[1]) {
          const earlier = idempotencyKey === undefined ? undefined : this.byIdempotencyKey.get(String(idempotencyKey));
          const payment = earlier ?? this.create(body as CreateBody);
          if (idempotencyKey !== undefined) this.byIdempotencyKey.set(String(idempotencyKey), payment);
          return answer(201, payment);
        }
        if (req.method === 'GET' && match[1]) {
          const payment = this.payments.get(match[1]);
          return payment ? answer(200, payment) : error(404, 'Not Found', 'No payment exists with token ' + match[1]);
        }
        return error(405, 'Method Not Allowed', 'Not supported here');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Hung requests keep their connections open; a stop ends them.
      server.closeAllConnections();
      await closed;
    }
  }

  /** Mollie keeps keys for a while; tests that reuse an order id start afresh. */
  forgetIdempotencyKeys(): void {
    this.byIdempotencyKey.clear();
    this.refundsByKey.clear();
  }

  /** The payer's bank takes `minor` back (Mollie then reports amountChargedBack and calls the webhook). */
  chargeBack(id: string, minor: number): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no fake payment ${id}`);
    payment.amountChargedBack = { value: decimal(minor), currency: payment.amount.currency };
  }

  /** Like Mollie: only a paid payment, never more than what is left of it. Answers the refund, or why not. */
  private refund(paymentId: string, body: { amount: { value: string; currency: string }; description?: string }): object | string {
    const payment = this.payments.get(paymentId);
    if (!payment) return `No payment exists with token ${paymentId}`;
    if (payment.status !== 'paid') return 'The payment cannot be refunded: it is not paid';
    const done = cents(payment.amountRefunded?.value ?? '0') + cents(payment.amountChargedBack?.value ?? '0');
    const asked = cents(body.amount.value);
    if (asked <= 0 || done + asked > cents(payment.amount.value)) return 'The amount is higher than the amount that can be refunded';
    payment.amountRefunded = { value: decimal(cents(payment.amountRefunded?.value ?? '0') + asked), currency: payment.amount.currency };
    const id = `re_fake${this.nextId++}`;
    return {
      resource: 'refund',
      id,
      amount: body.amount,
      status: 'pending',
      description: body.description ?? '',
      paymentId,
      createdAt: new Date().toISOString(),
      _links: { self: { href: `https://api.mollie.com/v2/payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' } },
    };
  }

  /** What Mollie does when the member pays, cancels or lets the checkout expire. */
  setStatus(id: string, status: string): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no fake payment ${id}`);
    payment.status = status;
    if (status !== 'open') delete payment._links.checkout;
  }

  private create(body: CreateBody): FakePayment {
    const id = `tr_fake${this.nextId++}`;
    const method = body.method ?? null;
    const payment: FakePayment = {
      resource: 'payment',
      id,
      // Like Mollie: a direct debit has no checkout and is pending at once; everything else starts open.
      status: method === 'directdebit' ? 'pending' : 'open',
      amount: body.amount,
      method,
      description: body.description,
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl,
      locale: body.locale,
      metadata: body.metadata,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
        ...(method === 'directdebit'
          ? {}
          : { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' } }),
      },
    };
    this.payments.set(id, payment);
    return payment;
  }
}
