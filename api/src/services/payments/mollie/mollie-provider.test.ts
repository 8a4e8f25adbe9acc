import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../contracts/payments.ts';
import { PaymentProviderUnavailable, type CreatePaymentInput } from '../payment-provider.ts';
import { FakeMollieApi } from './fake-mollie-api.ts';
import { minorAmount, mollieAmount } from './mollie-mapping.ts';
import { MollieKeyRejected, MollieProvider } from './mollie-provider.ts';

// The client speaks https only and pins Mollie's own CA bundle (its caCertificates option is overwritten
// inside the library), so the fake's self-signed certificate cannot be trusted any other way: this test
// process alone (vitest runs each file in its own worker) skips certificate checks.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const KEY = 'test_fakeKeyOfThirtyCharactersXYZ';
const fake = new FakeMollieApi(KEY);
let apiUrl = '';
const provider = () => new MollieProvider({ apiKey: KEY, apiUrl });

const input: CreatePaymentInput = {
  orderId: 42,
  amount: 999,
  currency: 'EUR',
  method: 'ideal',
  description: '100 credits',
  redirectUrl: 'https://site.example/transactions/42',
  webhookUrl: 'https://site.example/api/payment-webhook.php',
  locale: 'de',
};

beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.failNext = 0;
  fake.requests.length = 0;
  fake.forgetIdempotencyKeys();
});

describe('MollieProvider against a local fake of the Mollie API', () => {
  it('creates a payment with Mollie amounts, method, locale, metadata and both URLs', async () => {
    const payment = await provider().createPayment(input);
    expect(payment).toMatchObject({ status: 'open', method: 'ideal', amount: 999, currency: 'EUR' });
    expect(payment.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${payment.id}`);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      // The order's own key, the same on every try for that order.
      idempotencyKey: 'order-42',
      body: {
        amount: { value: '9.99', currency: 'EUR' },
        method: 'ideal',
        locale: 'de_DE',
        metadata: { order_id: 42 },
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        description: '100 credits',
      },
    });
  });

  it('creates one payment per order: a repeated create for the same order answers the first payment', async () => {
    const first = await provider().createPayment({ ...input, orderId: 4242 });
    const again = await provider().createPayment({ ...input, orderId: 4242 });
    expect(again.id).toBe(first.id);
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual(['order-4242', 'order-4242']);
    expect((await provider().createPayment({ ...input, orderId: 4243 })).id).not.toBe(first.id);
  });

  it('refunds a paid payment once per order and amount, and reports what was refunded and charged back', async () => {
    const created = await provider().createPayment({ ...input, orderId: 77, amount: 1999 });
    expect(await provider().getPayment(created.id)).toMatchObject({ amountRefunded: 0, amountChargedBack: 0 });
    await expect(
      provider().refundPayment(created.id, { amount: 500, currency: 'EUR', description: 'Refund #77', orderId: 77 }),
    ).rejects.toThrow();
    fake.setStatus(created.id, 'paid');
    const refund = { amount: 500, currency: 'EUR', description: 'Refund #77', orderId: 77 };
    await provider().refundPayment(created.id, refund);
    // The same refund again (a retry, a second run of the command) refunds nothing more.
    await provider().refundPayment(created.id, refund);
    const refunds = fake.requests.filter((request) => request.path === `/v2/payments/${created.id}/refunds`);
    expect(refunds.map((request) => request.idempotencyKey)).toEqual(['refund-77-500', 'refund-77-500', 'refund-77-500']);
    expect(refunds[1]!.body).toMatchObject({
      amount: { value: '5.00', currency: 'EUR' },
      description: 'Refund #77',
      metadata: { order_id: 77 },
    });
    fake.chargeBack(created.id, 1499);
    expect(await provider().getPayment(created.id)).toMatchObject({ status: 'paid', amountRefunded: 500, amountChargedBack: 1499 });
  });

  it('sends a direct debit as Mollie "directdebit" with the mandate holder and IBAN, without a checkout', async () => {
    const payment = await provider().createPayment({
      ...input,
      method: 'sdd',
      locale: 'nl',
      mandate: { id: 7, accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300' },
    });
    expect(payment).toMatchObject({ status: 'pending', method: 'sdd', checkoutUrl: null });
    expect(fake.requests[0]?.body).toMatchObject({
      method: 'directdebit',
      locale: 'nl_NL',
      consumerName: 'J. de Vries',
      consumerAccount: 'NL91ABNA0417164300',
    });
  });

  it.each(ORDER_STATUSES)('reads the status "%s" back 1:1 from Mollie', async (status) => {
    const created = await provider().createPayment(input);
    fake.setStatus(created.id, status);
    const fetched = await provider().getPayment(created.id);
    expect(fetched.status).toBe(status);
    expect(fetched.checkoutUrl).toBe(status === 'open' ? created.checkoutUrl : null);
  });

  it('treats Mollie\'s "authorized" (reserved, not captured) as pending', async () => {
    const created = await provider().createPayment({ ...input, method: 'creditcard' });
    fake.setStatus(created.id, 'authorized');
    expect((await provider().getPayment(created.id)).status).toBe('pending');
  });

  it("turns 5xx answers (after the client's retries) into PaymentProviderUnavailable", async () => {
    fake.failNext = 3;
    await expect(provider().createPayment(input)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect(fake.requests).toHaveLength(3);
  });

  it("recovers when a 5xx is followed by an answer within the client's retries", async () => {
    fake.failNext = 1;
    await expect(provider().createPayment(input)).resolves.toMatchObject({ status: 'open' });
  });

  it('turns a Mollie that never answers into PaymentProviderUnavailable after its bound', async () => {
    fake.hangNext = 2;
    const bounded = new MollieProvider({ apiKey: KEY, apiUrl, timeoutMs: 300 });
    await expect(bounded.getPayment('tr_x')).rejects.toThrow(PaymentProviderUnavailable);
    await expect(bounded.getPayment('tr_x')).rejects.toThrow('Mollie did not answer within 300 ms');
  });

  it('turns a refused connection into PaymentProviderUnavailable', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const offline = new MollieProvider({ apiKey: KEY, apiUrl: `https://127.0.0.1:${closedPort}/v2/` });
    await expect(offline.getPayment('tr_x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('says plainly that the API key was rejected (not an outage)', async () => {
    const wrongKey = new MollieProvider({ apiKey: 'test_wrongKeyWrongKeyWrongKeyXYZ', apiUrl });
    const failure = wrongKey.createPayment(input);
    await expect(failure).rejects.toBeInstanceOf(MollieKeyRejected);
    await expect(failure).rejects.toThrow(/MOLLIE_API_KEY/);
  });

  it('passes other Mollie refusals (an unknown payment, 404) on as they are', async () => {
    const failure = provider().getPayment('tr_unknown');
    await expect(failure).rejects.toThrow(/No payment exists/);
    await expect(failure).rejects.not.toBeInstanceOf(PaymentProviderUnavailable);
  });
});

describe('Mollie amounts', () => {
  it('writes minor units as Mollie decimal strings and reads them back exactly', () => {
    expect(mollieAmount(999, 'EUR')).toEqual({ value: '9.99', currency: 'EUR' });
    expect(mollieAmount(5, 'EUR').value).toBe('0.05');
    expect(mollieAmount(1000, 'JPY').value).toBe('1000');
    for (const minor of [0, 1, 29, 999, 4995, 123456]) expect(minorAmount(mollieAmount(minor, 'EUR').value)).toBe(minor);
  });
});
