import { describe, expect, it } from 'vitest';
import { usePaymentsTestApp } from '../test/payments-test-app.ts';
import { addBuyer, paymentIdOf } from './payments/test-payments.ts';

// End to end through the order service: the time bonus is priced on the server and redeemed with the payment.
describe('an order with the time bonus', () => {
  const { db, pay, nlBundles } = usePaymentsTestApp();

  it('is priced 25% off, and once paid a second use answers Code reeds gebruikt', async () => {
    const me = await addBuyer(db(), 'Tessa');
    // addBuyer signs members up a month ago; the time bonus needs a member who signed up an hour ago.
    await db().query(`update members set created_at = now() - interval '1 hour' where id = $1`, [me]);
    const bundle = (await nlBundles())[1]!;
    const quote = await pay.call(me, 'GET', `/api/order-quote.php?bundle_id=${bundle.id}&method=ideal&code=timebonus25`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ price: 1999, discount: { code: 'TIMEBONUS25', value_percentage: 25, amount: 500 }, total: 1499 });

    const created = await pay.order(me, { bundle_id: bundle.id, method: 'ideal', code: 'TIMEBONUS25' });
    expect(created.order.total).toBe(1499);
    await pay.choose(paymentIdOf(created.redirect_url), 'paid');

    const again = await pay.call(me, 'GET', `/api/order-quote.php?bundle_id=${bundle.id}&method=ideal&code=TIMEBONUS25`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('code_used');
    expect((await pay.call(me, 'GET', '/api/timebonus.php')).json()).toEqual({ time_bonus: null });
    const { rows } = await db().query(`select count(*)::int as n from discount_redemptions where member_id = $1 and code = 'TIMEBONUS25'`, [
      me,
    ]);
    expect(rows[0]).toEqual({ n: 1 });
  });
});
