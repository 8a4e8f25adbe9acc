import { describe, expect, it } from 'vitest';
import type { CreditsResponse } from '../contracts/payments.ts';
import { useTestApp } from '../test/test-app.ts';
import { resolveTestMember } from './likes/test-members.ts';
import { addBuyer, paymentIdOf, paymentsClient } from './payments/test-payments.ts';

// End to end through the order service: the time bonus is priced on the server and redeemed with the payment.
describe('an order with the time bonus', () => {
  const testApp = useTestApp({
    resolveMember: resolveTestMember,
    paymentWebhookNotifier: async (_url, id) => {
      await testApp.app().inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${id}`,
      });
    },
  });
  const { app, db } = testApp;
  const pay = paymentsClient(app);

  it('is priced 25% off, and once paid a second use answers Code reeds gebruikt', async () => {
    const me = await addBuyer(db(), 'Tessa');
    // addBuyer signs members up a month ago; the time bonus needs a member who signed up an hour ago.
    await db().query(`update members set created_at = now() - interval '1 hour' where id = $1`, [me]);
    const bundle = ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles[1]!;
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
