import { describe, expect, it } from 'vitest';
import { findSiteConfig } from '../repositories/site-config.ts';
import { createOrder } from '../services/payments/create-order.ts';
import { loadDiscountBuyer } from '../services/payments/discounts/index.ts';
import { PaymentProviderUnavailable, type PaymentProvider } from '../services/payments/payment-provider.ts';
import { usePaymentsTestApp } from '../test/payments-test-app.ts';
import { addBuyer, paymentIdOf } from './payments/test-payments.ts';

const RACERS = 20;

// A discount is reserved with its order, in the transaction that inserts it: however many orders race for
// one code, one holds it, and paying every order that was made gives one discounted payment.
describe('discount reservations', () => {
  const { app, db, pay, nlBundles } = usePaymentsTestApp({
    // One member races 20 orders and code checks here; the per-member limits have tests of their own.
    rateLimitMax: { order: 1000, 'discount-lookup': 1000 },
  });
  const bundle = async () => (await nlBundles())[1]!;
  const tryOrder = (member: number, bundleId: number, code?: string) =>
    pay.call(member, 'POST', '/api/order.php', { bundle_id: bundleId, method: 'ideal', ...(code ? { code } : {}) });
  const newcomer = async (name: string) => {
    const id = await addBuyer(db(), name);
    // Signed up an hour ago: the time bonus and the welcome code both apply.
    await db().query(`update members set created_at = now() - interval '1 hour' where id = $1`, [id]);
    return id;
  };
  const reservations = async (where: string, params: unknown[]) =>
    (
      await db().query<{ reserved: number; redeemed: number }>(
        `select count(*) filter (where redeemed_at is null)::int as reserved, count(*) filter (where redeemed_at is not null)::int as redeemed
       from discount_redemptions where ${where}`,
        params,
      )
    ).rows[0]!;
  const paidOrders = async (memberIds: number[]) =>
    (
      await db().query<{ paid: number; discounted: number }>(
        `select count(*)::int as paid, count(*) filter (where discount_code is not null)::int as discounted
       from orders where member_id = any($1::int[]) and status = 'paid'`,
        [memberIds],
      )
    ).rows[0]!;
  /** Pays every order of these members the sandbox still has open. */
  const payAll = async (memberIds: number[]) => {
    const { rows } = await db().query<{ provider_payment_id: string }>(
      `select provider_payment_id from orders where member_id = any($1::int[]) and status = 'open'`,
      [memberIds],
    );
    for (const row of rows) expect((await pay.choose(row.provider_payment_id, 'paid')).statusCode).toBe(303);
  };
  const expectCodeUsed = (
    response: { statusCode: number; json: () => { error: string; message: string; params?: object } },
    orderId?: number,
  ) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'code_used', message: 'Code reeds gebruikt' });
    expect(response.json().params).toEqual(orderId === undefined ? undefined : { order_id: orderId });
  };

  it(`lets one of ${RACERS} members ordering at once with a single-use code have it; paying every order gives one discounted payment`, async () => {
    await db().query(`insert into discount_codes (code, value_percentage, validity) values ('ONLYONE', 50, 'single_use')`);
    const { id: bundleId } = await bundle();
    const members = await Promise.all(Array.from({ length: RACERS }, (_, i) => addBuyer(db(), `Racer${i}`)));
    const answers = await Promise.all(members.map((member) => tryOrder(member, bundleId, 'onlyone')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    // Another member's order is never named: the refused only learn that the code is used.
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectCodeUsed(answer);
    expect(await reservations(`code = 'ONLYONE'`, [])).toEqual({ reserved: 1, redeemed: 0 });
    // Nothing of a refused order is stored.
    expect((await db().query(`select 1 from orders where member_id = any($1::int[])`, [members])).rows).toHaveLength(1);

    // The refused buy at full price; then every order is paid.
    const refused = members.filter((_, i) => answers[i]!.statusCode !== 201);
    for (const member of refused) expect((await tryOrder(member, bundleId)).statusCode).toBe(201);
    await payAll(members);
    expect(await paidOrders(members)).toEqual({ paid: RACERS, discounted: 1 });
    expect(await reservations(`code = 'ONLYONE'`, [])).toEqual({ reserved: 0, redeemed: 1 });
    expectCodeUsed(await tryOrder(refused[0]!, bundleId, 'ONLYONE'));
  });

  it(`gives one member ${RACERS} orders at once with a once-per-member code one reservation; the others name the open order`, async () => {
    const me = await addBuyer(db(), 'Nora');
    const { id: bundleId } = await bundle();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => tryOrder(me, bundleId, 'NL5')));
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(1);
    const held = made[0]!.json().order.id as number;
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectCodeUsed(answer, held);
    // The overview and the code check say so before an order is tried.
    expectCodeUsed(await pay.call(me, 'GET', `/api/order-quote.php?bundle_id=${bundleId}&method=ideal&code=NL5`), held);
    expectCodeUsed(await pay.call(me, 'GET', '/api/discountcode.php?code=NL5'), held);
    // Someone else still has their own use of it.
    const other = await addBuyer(db(), 'Olaf');
    expect((await tryOrder(other, bundleId, 'NL5')).statusCode).toBe(201);

    for (let i = 0; i < 3; i += 1) expect((await tryOrder(me, bundleId)).statusCode).toBe(201);
    await payAll([me]);
    expect(await paidOrders([me])).toEqual({ paid: 4, discounted: 1 });
    // Paid: used, and no open order to go back to.
    expectCodeUsed(await tryOrder(me, bundleId, 'NL5'));
  });

  it(`gives a new member's welcome code to one of ${RACERS} orders at once, and it shares the one first-purchase discount with the time bonus`, async () => {
    const me = await newcomer('Wendy');
    const { id: bundleId } = await bundle();
    const welcome = (await pay.call(me, 'GET', '/api/discountcode.php?welcome=true')).json().discount.code as string;
    expect(welcome).toMatch(/^WELCOME-/);
    const answers = await Promise.all(Array.from({ length: RACERS }, () => tryOrder(me, bundleId, welcome)));
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(1);
    const held = made[0]!.json().order.id as number;
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectCodeUsed(answer, held);
    // The time bonus is the same first-purchase discount: not a second one on another order.
    expectCodeUsed(await tryOrder(me, bundleId, 'TIMEBONUS25'), held);
    expect((await pay.call(me, 'GET', '/api/timebonus.php')).json()).toEqual({ time_bonus: null });

    expect((await tryOrder(me, bundleId)).statusCode).toBe(201);
    await payAll([me]);
    expect(await paidOrders([me])).toEqual({ paid: 2, discounted: 1 });
    expect(await reservations('member_id = $1', [me])).toEqual({ reserved: 0, redeemed: 1 });
  });

  it(`gives the time bonus to one of ${RACERS} orders at once; paying them all gives one at 25% off`, async () => {
    const me = await newcomer('Tim');
    const { id: bundleId } = await bundle();
    const answers = await Promise.all(Array.from({ length: RACERS }, () => tryOrder(me, bundleId, 'TIMEBONUS25')));
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(1);
    expect(made[0]!.json().order.total).toBe(1499);
    const held = made[0]!.json().order.id as number;
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectCodeUsed(answer, held);
    const welcome = (await pay.call(me, 'GET', '/api/discountcode.php?welcome=true')).json().discount.code as string;
    expectCodeUsed(await tryOrder(me, bundleId, welcome), held);

    await payAll([me]);
    expect(await paidOrders([me])).toEqual({ paid: 1, discounted: 1 });
    // Paid now: the time bonus is used and the welcome code is over.
    expectCodeUsed(await tryOrder(me, bundleId, 'TIMEBONUS25'));
    expect((await tryOrder(me, bundleId, welcome)).json().error).toBe('code_used');
  });

  it.each(['failed', 'canceled', 'expired'])('frees the code when its order is %s, for the next order', async (outcome) => {
    const me = await newcomer(`Rick${outcome}`);
    const { id: bundleId } = await bundle();
    const first = (await tryOrder(me, bundleId, 'TIMEBONUS25')).json();
    expectCodeUsed(await tryOrder(me, bundleId, 'TIMEBONUS25'), first.order.id);
    await pay.choose(paymentIdOf(first.redirect_url), outcome);
    expect(await reservations('member_id = $1', [me])).toEqual({ reserved: 0, redeemed: 0 });
    expect((await pay.call(me, 'GET', '/api/timebonus.php')).json().time_bonus).toMatchObject({ code: 'TIMEBONUS25' });

    const second = await tryOrder(me, bundleId, 'TIMEBONUS25');
    expect(second.statusCode).toBe(201);
    await pay.choose(paymentIdOf(second.json().redirect_url), 'paid');
    expect(await reservations('member_id = $1', [me])).toEqual({ reserved: 0, redeemed: 1 });
    expect(await paidOrders([me])).toEqual({ paid: 1, discounted: 1 });
  });

  it('keeps a code reserved while its payment is pending, and redeems it once for repeated webhooks', async () => {
    const me = await addBuyer(db(), 'Petra');
    const { id: bundleId } = await bundle();
    const created = (await tryOrder(me, bundleId, 'NL5')).json();
    const paymentId = paymentIdOf(created.redirect_url);
    await db().query(`update sandbox_payments set status = 'pending' where id = $1`, [paymentId]);
    await pay.webhook(paymentId);
    expectCodeUsed(await tryOrder(me, bundleId, 'NL5'), created.order.id);
    await db().query(`update sandbox_payments set status = 'paid' where id = $1`, [paymentId]);
    await Promise.all(Array.from({ length: 5 }, () => pay.webhook(paymentId)));
    expect(await reservations('member_id = $1', [me])).toEqual({ reserved: 0, redeemed: 1 });
  });

  it('releases the code of an order whose payment the provider would not open, and marks that order failed', async () => {
    const me = await newcomer('Una');
    const { id: bundleId } = await bundle();
    const away: PaymentProvider = {
      name: 'sandbox',
      createPayment: () => Promise.reject(new PaymentProviderUnavailable('down')),
      getPayment: () => Promise.reject(new PaymentProviderUnavailable('down')),
      refundPayment: () => Promise.reject(new PaymentProviderUnavailable('down')),
    };
    const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const site = (await findSiteConfig(db(), undefined))!;
    const ctx = {
      db: db(),
      provider: away,
      realtime: app().realtime,
      mailer: app().mailer,
      site,
      origin: 'https://datingsite.nl',
      now: new Date(),
      log,
    };
    const buyer = (await loadDiscountBuyer(db(), me))!;
    await expect(createOrder(ctx, { buyer, language: 'nl', bundleId, method: 'ideal', code: 'TIMEBONUS25' })).rejects.toMatchObject({
      status: 503,
      code: 'payment_provider_unavailable',
    });
    const { rows } = await db().query(`select status, discount_code from orders where member_id = $1`, [me]);
    expect(rows).toEqual([{ status: 'failed', discount_code: 'TIMEBONUS25' }]);
    expect(await reservations('member_id = $1', [me])).toEqual({ reserved: 0, redeemed: 0 });
    expect((await tryOrder(me, bundleId, 'TIMEBONUS25')).statusCode).toBe(201);
  });
});
