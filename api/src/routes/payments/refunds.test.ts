import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../dev/outbox-routes.ts';
import { parseRefundArgs, refundOrder, RefundRefused } from '../../services/payments/refund-order.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { SandboxProvider } from '../../services/payments/sandbox/sandbox-provider.ts';
import { usePaymentsTestApp } from '../../test/payments-test-app.ts';
import { chatMember, sendText } from '../chat/test-chat.ts';
import { callAs } from '../likes/test-members.ts';
import { addBuyer, balanceOf, paymentIdOf } from './test-payments.ts';

// Refunds and chargebacks take back the credits a payment bought, once, in the transaction that records them.
describe('refunds and chargebacks', () => {
  const { app, db, dataDir, pay, nlBundles } = usePaymentsTestApp();

  /** A member who bought the 120-credit bundle (19,99); answers the member, the order and its payment id. */
  const paidBuyer = async (name: string) => {
    const member = await addBuyer(db(), name);
    const created = await pay.order(member, { bundle_id: (await nlBundles())[1]!.id, method: 'ideal' });
    const paymentId = paymentIdOf(created.redirect_url);
    await pay.choose(paymentId, 'paid');
    return { member, orderId: created.order.id, paymentId };
  };
  const ledger = async (orderId: number) =>
    (
      await db().query<{ delta: number; reason: string }>(`select delta, reason from credit_ledger where order_id = $1 order by id`, [
        orderId,
      ])
    ).rows;
  /** The operator's refund, with the context the command builds: the sandbox on this database, the default site. */
  const operatorRefund = async (orderId: number, amount?: number) => {
    const site = await findSiteConfig(db(), undefined);
    const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const ctx = {
      db: db(),
      provider: new SandboxProvider(db()),
      realtime: app().realtime,
      mailer: app().mailer,
      site: site!,
      origin: 'https://datingsite.nl',
      now: new Date(),
      log,
    };
    return refundOrder(ctx, orderId, amount);
  };

  it('takes every credit back on a full refund, ends premium, mails the member, and takes nothing twice for repeated webhooks', async () => {
    const { member, orderId, paymentId } = await paidBuyer('Rena');
    const paid = await balanceOf(db(), member);
    expect(paid.paid_user).toBe(true);

    const page = await app().inject({ url: `/api/sandbox-checkout.php?id=${paymentId}` });
    for (const label of ['Refund', 'Chargeback']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toContain('>Paid</button>');

    expect((await pay.choose(paymentId, 'refunded')).statusCode).toBe(303);
    for (let i = 0; i < 10; i += 1) await pay.webhook(paymentId);
    expect(await balanceOf(db(), member)).toMatchObject({ credits: paid.credits - 120, paid_user: false });
    expect(await ledger(orderId)).toEqual([
      { delta: 120, reason: 'purchase' },
      { delta: -120, reason: 'refund' },
    ]);
    // The order stays paid (as at the provider) and remembers what went back.
    const { rows } = await db().query(`select status, amount_refunded, amount_charged_back, credits_reversed from orders where id = $1`, [
      orderId,
    ]);
    expect(rows[0]).toEqual({ status: 'paid', amount_refunded: 1999, amount_charged_back: 0, credits_reversed: 120 });
    // Nothing is left to refund or charge back.
    expect((await app().inject({ url: `/api/sandbox-checkout.php?id=${paymentId}` })).body).not.toContain('>Refund</button>');
    await pay.choose(paymentId, 'chargeback');
    expect(await ledger(orderId)).toHaveLength(2);

    const mails = (await readOutbox(dataDir())).filter((mail) => mail.to.includes(`rena-${member}@example.com`));
    const notice = mails.find((mail) => mail.subject === 'Je betaling bij Datingsite is teruggeboekt');
    expect(notice?.text).toMatch(/€\s19,99 van je betaling/);
    expect(notice?.text).toContain('120 credits teruggenomen');
    expect(notice?.links).toContain(`https://datingsite.nl/transactions/${orderId}`);
    expect(mails.filter((mail) => mail.subject === notice?.subject)).toHaveLength(1);
  });

  it('takes the credits back once when 20 webhooks of a chargeback race', async () => {
    const { member, orderId, paymentId } = await paidBuyer('Chuck');
    const paid = await balanceOf(db(), member);
    await db().query(`update sandbox_payments set amount_charged_back = amount where id = $1`, [paymentId]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay.webhook(paymentId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await ledger(orderId)).toEqual([
      { delta: 120, reason: 'purchase' },
      { delta: -120, reason: 'chargeback' },
    ]);
    expect((await balanceOf(db(), member)).credits).toBe(paid.credits - 120);
  });

  it('credits and takes back in one sync when the first news of a payment is that it was paid and refunded', async () => {
    const member = await addBuyer(db(), 'Late');
    const created = await pay.order(member, { bundle_id: (await nlBundles())[1]!.id, method: 'ideal' });
    const paymentId = paymentIdOf(created.redirect_url);
    const before = await balanceOf(db(), member);
    await db().query(`update sandbox_payments set status = 'paid', amount_refunded = amount where id = $1`, [paymentId]);
    await pay.webhook(paymentId);
    expect(await ledger(created.order.id)).toEqual([
      { delta: 120, reason: 'purchase' },
      { delta: -120, reason: 'refund' },
    ]);
    expect(await balanceOf(db(), member)).toMatchObject({ credits: before.credits, paid_user: false });
  });

  it('lets a chargeback of spent credits take the balance below zero, which blocks messages and gifts until topped up', async () => {
    const { member, paymentId } = await paidBuyer('Spender');
    const anna = await chatMember(db(), { name: 'Anna' });
    // Spend the purchase down to a few credits.
    await db().query(`update members set credits = 4 where id = $1`, [member]);
    await pay.choose(paymentId, 'chargeback');
    expect((await balanceOf(db(), member)).credits).toBe(4 - 120);

    const user = await callAs(app(), member)('GET', '/api/user.php');
    expect(user.statusCode).toBe(200);
    expect(user.json().user.credits).toBe(-116);
    const text = await sendText(app(), member, anna);
    expect(text.statusCode).toBe(402);
    expect(text.json()).toMatchObject({ error: 'insufficient_credits', params: { needed: expect.any(Number) } });
    expect(text.json().params.needed).toBeGreaterThan(116);
    const gift = await callAs(app(), member)('POST', '/api/chat.php', { profile: anna, kind: 'gift', gift: 1, client_id: randomUUID() });
    expect(gift.statusCode).toBe(402);
    expect((await balanceOf(db(), member)).credits).toBe(-116);

    // Topped up: 120 + 120 − 116 = 124 credits, and the member may write again.
    for (let i = 0; i < 2; i += 1) {
      const again = await pay.order(member, { bundle_id: (await nlBundles())[1]!.id, method: 'ideal' });
      await pay.choose(paymentIdOf(again.redirect_url), 'paid');
    }
    expect(await balanceOf(db(), member)).toMatchObject({ credits: 124, paid_user: true });
    expect((await sendText(app(), member, anna)).statusCode).toBe(200);
  });

  it('keeps premium while another paid order stands', async () => {
    const { member, paymentId } = await paidBuyer('Twice');
    const second = await pay.order(member, { bundle_id: (await nlBundles())[0]!.id, method: 'ideal' });
    await pay.choose(paymentIdOf(second.redirect_url), 'paid');
    await pay.choose(paymentId, 'refunded');
    expect((await balanceOf(db(), member)).paid_user).toBe(true);
    await pay.choose(paymentIdOf(second.redirect_url), 'refunded');
    expect((await balanceOf(db(), member)).paid_user).toBe(false);
  });

  it('refunds through the operator command: part, then the rest, credits back in proportion, and refuses what cannot be refunded', async () => {
    const { member, orderId } = await paidBuyer('Opera');
    const paid = await balanceOf(db(), member);
    const half = await operatorRefund(orderId, 999);
    expect(half.refunded).toBe(999);
    // 120 credits × 9,99 / 19,99, rounded up.
    expect(half.order.credits_reversed).toBe(60);
    expect((await balanceOf(db(), member)).credits).toBe(paid.credits - 60);
    await expect(operatorRefund(orderId, 1001)).rejects.toThrow('has 1000 (minor units of EUR) left to refund');
    const rest = await operatorRefund(orderId);
    expect(rest.refunded).toBe(1000);
    expect(rest.order.credits_reversed).toBe(120);
    expect(await ledger(orderId)).toEqual([
      { delta: 120, reason: 'purchase' },
      { delta: -60, reason: 'refund' },
      { delta: -60, reason: 'refund' },
    ]);
    await expect(operatorRefund(orderId)).rejects.toThrow('in full already');

    const open = await pay.order(member, { bundle_id: (await nlBundles())[0]!.id, method: 'ideal' });
    await expect(operatorRefund(open.order.id)).rejects.toBeInstanceOf(RefundRefused);
    await expect(operatorRefund(999_999)).rejects.toThrow('does not exist');
  });

  it('reads the command line of the refund command', () => {
    expect(parseRefundArgs(['--', '--order', '12'])).toEqual({ orderId: 12 });
    expect(parseRefundArgs(['--order', '12', '--amount', '500'])).toEqual({ orderId: 12, amount: 500 });
    for (const bad of [[], ['--order'], ['--order', 'x'], ['--order', '12', '--amount', '0'], ['--order', '12', '--amount'], ['--list']]) {
      expect(parseRefundArgs(bad)).toBeNull();
    }
  });
});
