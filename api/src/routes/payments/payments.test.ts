import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CreditsResponse, OrderCreatedResponse, TransactionResponse } from '../../contracts/payments.ts';
import { readOutbox } from '../../dev/outbox-routes.ts';
import { usePaymentsTestApp } from '../../test/payments-test-app.ts';
import { addBuyer, balanceOf, paymentIdOf, setSandboxStatus } from './test-payments.ts';

describe('buying credits through the sandbox provider', () => {
  const { app, db, dataDir, pay, nlBundles } = usePaymentsTestApp();

  it('offers each country its own bundles and methods: best value marked, iDEAL first in NL, Bancontact in BE, no direct debit outside the euro', async () => {
    const nl = await pay.credits(null, '?country=NL');
    expect(nl.statusCode).toBe(200);
    expect(Value.Check(CreditsResponse, nl.json())).toBe(true);
    const body = nl.json() as CreditsResponse;
    expect(body.currency).toBe('EUR');
    expect(body.bundles.map((b) => [b.credits, b.price, b.old_price])).toEqual([
      [50, 999, null],
      [120, 1999, null],
      [300, 3999, 4999],
      [750, 7999, null],
    ]);
    expect(body.bundles.filter((b) => b.best_value).map((b) => b.credits)).toEqual([750]);
    expect(body.bundles.map((b) => b.saving_percentage)).toEqual([0, 17, 33, 47]);
    expect(body.methods.map((m) => m.id)).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'sdd']);
    expect(body.methods.find((m) => m.id === 'sdd')?.direct_debit).toBe(true);
    expect((await pay.credits(null, '?country=BE')).json().methods[0].id).toBe('bancontact');
    const gb = (await pay.credits(null, '?country=GB')).json() as CreditsResponse;
    expect(gb.currency).toBe('GBP');
    expect(gb.methods.map((m) => m.id)).not.toContain('sdd');
    // A member sees their own country's catalogue without asking.
    const belgian = await addBuyer(db(), 'Bram', 'BE');
    expect((await pay.credits(belgian)).json()).toMatchObject({ country: 'BE', last_paid_order: null });
  });

  it('pays an order by iDEAL: checkout, webhook, credits and premium in one step, a receipt mail, and the return shows it paid', async () => {
    const me = await addBuyer(db(), 'Ida');
    const bundle = (await nlBundles())[1]!;
    const created = await pay.order(me, { bundle_id: bundle.id, method: 'ideal' });
    expect(Value.Check(OrderCreatedResponse, created)).toBe(true);
    expect(created.order).toMatchObject({ status: 'open', credits: 120, total: 1999, method: 'ideal' });
    expect(created.redirect_url).toBe(created.order.checkout_url);
    expect(created.redirect_url.startsWith('https://datingsite.nl/api/sandbox-checkout.php?id=sbx_')).toBe(true);
    const paymentId = paymentIdOf(created.redirect_url);

    const page = await app().inject({ url: `/api/sandbox-checkout.php?id=${paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const label of ['Paid', 'Failed', 'Canceled', 'Expired']) expect(page.body).toContain(`>${label}</button>`);

    const before = (await balanceOf(db(), me)).credits;
    const choice = await pay.choose(paymentId, 'paid');
    expect(choice.statusCode).toBe(303);
    expect(choice.headers.location).toBe(`https://datingsite.nl/transactions/${created.order.id}`);
    expect(await balanceOf(db(), me)).toEqual({ credits: before + 120, paid_user: true, purchases: 1 });

    const result = await pay.transaction(me, created.order.id);
    expect(Value.Check(TransactionResponse, result.json())).toBe(true);
    expect(result.json().order).toMatchObject({ status: 'paid', balance_after: before + 120, checkout_url: null });

    const mails = await readOutbox(dataDir());
    const receipt = mails.find((mail) => mail.to.includes(`ida-${me}@example.com`));
    expect(receipt?.subject).toBe('Bedankt voor je aankoop bij Datingsite');
    expect(receipt?.text).toMatch(/€\s19,99/);
    expect(receipt?.links).toContain(`https://datingsite.nl/transactions/${created.order.id}`);
  });

  it.each(['failed', 'canceled', 'expired'])('records a %s payment without credits, and the order stays that way', async (outcome) => {
    const me = await addBuyer(db(), `Fay${outcome}`);
    const created = await pay.order(me, { bundle_id: (await nlBundles())[0]!.id, method: 'creditcard' });
    expect((await pay.choose(paymentIdOf(created.redirect_url), outcome)).statusCode).toBe(303);
    expect((await pay.transaction(me, created.order.id)).json().order.status).toBe(outcome);
    expect(await balanceOf(db(), me)).toMatchObject({ paid_user: false, purchases: 0 });
    // A provider never revives a final payment; even if it said 'paid' now, the order is closed.
    await setSandboxStatus(db(), paymentIdOf(created.redirect_url), 'paid');
    await pay.webhook(paymentIdOf(created.redirect_url));
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 0 });
  });

  it('follows open → expired, and pending → paid (a payment that settles later)', async () => {
    const me = await addBuyer(db(), 'Otto');
    const bundles = await nlBundles();
    const first = await pay.order(me, { bundle_id: bundles[0]!.id, method: 'paypal' });
    await setSandboxStatus(db(), paymentIdOf(first.redirect_url), 'expired');
    await pay.webhook(paymentIdOf(first.redirect_url));
    expect((await pay.transaction(me, first.order.id)).json().order.status).toBe('expired');

    const second = await pay.order(me, { bundle_id: bundles[0]!.id, method: 'paypal' });
    const id = paymentIdOf(second.redirect_url);
    await setSandboxStatus(db(), id, 'pending');
    await pay.webhook(id);
    expect((await pay.transaction(me, second.order.id)).json().order).toMatchObject({ status: 'pending', checkout_url: null });
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 0 });
    await setSandboxStatus(db(), id, 'paid');
    await pay.webhook(id);
    expect((await pay.transaction(me, second.order.id)).json().order.status).toBe('paid');
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 1, paid_user: true });
  });

  /** A new buyer's iDEAL order of the NL bundle at `bundleIndex`, paid at the provider before any webhook came. */
  const paidAtProvider = async (name: string, bundleIndex: number) => {
    const me = await addBuyer(db(), name);
    const created = await pay.order(me, { bundle_id: (await nlBundles())[bundleIndex]!.id, method: 'ideal' });
    const id = paymentIdOf(created.redirect_url);
    const before = (await balanceOf(db(), me)).credits;
    await setSandboxStatus(db(), id, 'paid');
    return { me, created, id, before };
  };

  it('credits an order once for 100 replays of its webhook', async () => {
    const { me, id, before } = await paidAtProvider('Rita', 0);
    for (let i = 0; i < 100; i += 1) expect((await pay.webhook(id)).statusCode).toBe(200);
    expect(await balanceOf(db(), me)).toEqual({ credits: before + 50, paid_user: true, purchases: 1 });
  });

  it('credits an order once when 20 webhooks and the member’s return race, and a later "open" never undoes "paid"', async () => {
    const { me, created, id, before } = await paidAtProvider('Ruud', 2);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => pay.webhook(id)),
      pay.transaction(me, created.order.id),
      pay.transaction(me, created.order.id),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balanceOf(db(), me)).toEqual({ credits: before + 300, paid_user: true, purchases: 1 });

    // Out of order: the provider now reports "open" (a late, stale notification).
    await setSandboxStatus(db(), id, 'open');
    await pay.webhook(id);
    await setSandboxStatus(db(), id, 'failed');
    await pay.webhook(id);
    expect((await pay.transaction(me, created.order.id)).json().order.status).toBe('paid');
    expect(await balanceOf(db(), me)).toMatchObject({ credits: before + 300, purchases: 1 });
  });

  it('prices on the server: the quote equals the order total, a code takes its share, and a price sent by the client is ignored', async () => {
    const me = await addBuyer(db(), 'Quinn');
    const bundle = (await nlBundles())[1]!;
    const quote = await pay.call(me, 'GET', `/api/order-quote.php?bundle_id=${bundle.id}&method=ideal&code=welkom10`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      bundle_id: bundle.id,
      credits: 120,
      method: 'ideal',
      currency: 'EUR',
      price: 1999,
      discount: { code: 'WELKOM10', value_percentage: 10, amount: 200 },
      total: 1799,
    });
    const created = await pay.call(me, 'POST', '/api/order.php', {
      bundle_id: bundle.id,
      method: 'ideal',
      code: 'WELKOM10',
      price: 1,
      total: 1,
    });
    const order = created.json().order;
    expect(order.total).toBe(1799);
    expect(order.discount).toEqual({ code: 'WELKOM10', value_percentage: 10, amount: 200 });
    expect((await pay.call(me, 'GET', `/api/order-quote.php?bundle_id=${bundle.id}&method=ideal&code=NOPE`)).json().error).toBe(
      'code_not_found',
    );
  });

  it('refuses another country’s bundle, a method the country does not offer, and direct debit without its form', async () => {
    const me = await addBuyer(db(), 'Bea', 'BE');
    const nl = await nlBundles();
    const be = ((await pay.credits(me)).json() as CreditsResponse).bundles;
    const expectError = async (body: object, status: number, error: string) => {
      const response = await pay.call(me, 'POST', '/api/order.php', body);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    };
    await expectError({ bundle_id: nl[0]!.id, method: 'bancontact' }, 404, 'bundle_not_found');
    await expectError({ bundle_id: be[0]!.id, method: 'ideal' }, 422, 'method_not_offered');
    await expectError({ bundle_id: be[0]!.id, method: 'sdd' }, 422, 'method_requires_mandate');
    await expectError({ bundle_id: 999_999, method: 'bancontact' }, 404, 'bundle_not_found');
  });

  it('keeps orders private: another member gets 404 for reading one and cannot repeat it; visitors get 403', async () => {
    const owner = await addBuyer(db(), 'Olga');
    const other = await addBuyer(db(), 'Piet');
    const created = await pay.order(owner, { bundle_id: (await nlBundles())[0]!.id, method: 'ideal' });
    await pay.choose(paymentIdOf(created.redirect_url), 'paid');
    const peek = await pay.transaction(other, created.order.id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe('order_not_found');
    expect((await pay.call(other, 'GET', '/api/transactions.php')).json()).toEqual({ orders: [] });
    expect((await pay.call(other, 'POST', '/api/repeat-order.php', {})).json().error).toBe('no_previous_order');
    expect((await pay.call(null, 'GET', `/api/transactions.php?id=${created.order.id}`)).statusCode).toBe(403);
    expect((await pay.call(null, 'POST', '/api/order.php', { bundle_id: 1, method: 'ideal' })).statusCode).toBe(403);
  });

  it('repeats the last paid order in one step: same bundle and method, a new checkout', async () => {
    const me = await addBuyer(db(), 'Rob');
    const bundle = (await nlBundles())[1]!;
    const first = await pay.order(me, { bundle_id: bundle.id, method: 'creditcard' });
    await pay.choose(paymentIdOf(first.redirect_url), 'paid');
    expect((await pay.credits(me)).json().last_paid_order).toEqual({
      bundle_id: bundle.id,
      method: 'creditcard',
      credits: 120,
      total: 1999,
    });
    const again = await pay.call(me, 'POST', '/api/repeat-order.php', {});
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ bundle_id: bundle.id, method: 'creditcard', status: 'open', total: 1999 });
    expect(again.json().order.id).not.toBe(first.order.id);
    const list = (await pay.call(me, 'GET', '/api/transactions.php')).json().orders as { id: number }[];
    expect(list.map((order) => order.id)).toEqual([again.json().order.id, first.order.id]);
  });

  it('answers a webhook for an unknown payment with 200 and changes nothing', async () => {
    const response = await pay.webhook('tr_unknown');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });
});
