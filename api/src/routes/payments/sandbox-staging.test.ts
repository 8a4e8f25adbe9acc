import { describe, expect, it } from 'vitest';
import { usePaymentsTestApp } from '../../test/payments-test-app.ts';
import { addBuyer, balanceOf, paymentIdOf } from './test-payments.ts';

// Production with PAYMENT_PROVIDER=sandbox (a staging site): the free "Paid" button is only the owner's.
describe('the sandbox checkout in production (opted into by name)', () => {
  const { app, db, pay, nlBundles } = usePaymentsTestApp({
    production: true,
  });
  const choose = (paymentId: string, outcome: string, memberId: number | null) =>
    app().inject({
      method: 'POST',
      url: '/api/sandbox-checkout.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(memberId === null ? {} : { 'x-test-member': String(memberId) }) },
      payload: new URLSearchParams({ id: paymentId, outcome }).toString(),
    });
  const page = (paymentId: string, memberId: number | null) =>
    app().inject({
      url: `/api/sandbox-checkout.php?id=${paymentId}`,
      headers: memberId === null ? {} : { 'x-test-member': String(memberId) },
    });

  it('shows and settles a payment for its owner only; a visitor or another member gets 404 and nothing is credited', async () => {
    const owner = await addBuyer(db(), 'Stella');
    const other = await addBuyer(db(), 'Sjaak');
    const bundle = (await nlBundles())[0]!;
    const created = await pay.order(owner, { bundle_id: bundle.id, method: 'ideal' });
    const id = paymentIdOf(created.redirect_url);
    const before = await balanceOf(db(), owner);

    expect((await page(id, null)).statusCode).toBe(404);
    expect((await page(id, other)).statusCode).toBe(404);
    expect((await choose(id, 'paid', null)).statusCode).toBe(404);
    expect((await choose(id, 'paid', other)).statusCode).toBe(404);
    expect(await balanceOf(db(), owner)).toEqual(before);

    expect((await page(id, owner)).statusCode).toBe(200);
    expect((await choose(id, 'paid', owner)).statusCode).toBe(303);
    expect(await balanceOf(db(), owner)).toMatchObject({ credits: before.credits + bundle.credits, purchases: 1 });
  });
});
