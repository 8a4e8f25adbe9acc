import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DirectDebitStarted, OrderCreatedResponse, type CreditsResponse } from '../../contracts/payments.ts';
import { readOutbox } from '../../dev/outbox-routes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveTestMember } from '../likes/test-members.ts';
import { addBuyer, balanceOf, paymentsClient } from './test-payments.ts';

const VALID_IBAN = 'NL91 ABNA 0417 1643 00';

describe('direct debit with an SMS code', () => {
  let clock = new Date('2026-11-23T10:00:00Z');
  const testApp = useTestApp({
    resolveMember: resolveTestMember,
    now: () => clock,
    // Every call here comes from one test IP; the per-IP SMS limit is the rate limiter's, tested there.
    rateLimitMax: { 'directdebit-sms': 1000 },
    paymentWebhookNotifier: async (_url, id) => {
      await testApp.app().inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}` });
    },
  });
  const { app, db, dataDir } = testApp;
  const pay = paymentsClient(app);
  const bundleId = async () => ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles[0]!.id;
  const form = async (overrides: Record<string, unknown> = {}) => ({
    bundle_id: await bundleId(),
    account_holder: 'J. de Vries',
    iban: VALID_IBAN,
    street: 'Keizersgracht',
    house_number: '12a',
    zip: '1015 CJ',
    city: 'Amsterdam',
    mobile_phone: '06-1234 5678',
    mandate_accepted: true,
    ...overrides,
  });
  const start = async (memberId: number, overrides: Record<string, unknown> = {}) => pay.call(memberId, 'POST', '/api/directdebit.php', await form(overrides));
  /** The newest SMS to a number, and the code in it. */
  const lastCode = async (to = '+31612345678') => {
    const sms = (await readOutbox(dataDir())).find((entry) => entry.from === 'SMS' && entry.to === to);
    return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  };
  const confirm = (memberId: number, mandateId: number, code: string) => pay.call(memberId, 'POST', '/api/directdebit-code.php', { mandate_id: mandateId, code });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a six-digit code to the mobile number and keeps only its hash; the right code makes a pending sdd order the bank settles later', async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    const me = await addBuyer(db(), 'Daan');
    const started = await start(me);
    expect(started.statusCode, started.body).toBe(201);
    expect(Value.Check(DirectDebitStarted, started.json())).toBe(true);
    expect(started.json()).toMatchObject({ phone_hint: '+31 6 •••• 5678', resend_after: 30, tries_left: 5 });
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await db().query<{ iban: string; mobile_phone: string; code_hash: string }>(
      `select iban, mobile_phone, code_hash from direct_debit_mandates where id = $1`,
      [started.json().mandate_id],
    );
    expect(rows[0]).toMatchObject({ iban: 'NL91ABNA0417164300', mobile_phone: '+31612345678' });
    expect(rows[0]!.code_hash).not.toContain(code);

    const confirmed = await confirm(me, started.json().mandate_id, code);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(Value.Check(OrderCreatedResponse, confirmed.json())).toBe(true);
    const order = confirmed.json().order;
    expect(order).toMatchObject({ method: 'sdd', status: 'pending', checkout_url: null });
    expect(confirmed.json().redirect_url).toBe(`https://datingsite.nl/transactions/${order.id}`);
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 0 });

    // The bank settles it: the tester's choice on the sandbox page.
    const { rows: payments } = await db().query<{ provider_payment_id: string }>(`select provider_payment_id from orders where id = $1`, [order.id]);
    expect((await pay.choose(payments[0]!.provider_payment_id, 'paid')).statusCode).toBe(303);
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 1, paid_user: true });
    // A mandate is confirmed once.
    expect((await confirm(me, started.json().mandate_id, code)).json().error).toBe('mandate_not_found');
  });

  it('refuses a wrong IBAN, a non-SEPA IBAN, a mobile number that is none, and a mandate not agreed, on their fields', async () => {
    const me = await addBuyer(db(), 'Eef');
    const refused = async (overrides: Record<string, unknown>, error: string, path: string) => {
      const response = await start(me, overrides);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error, details: [{ path }] });
    };
    await refused({ iban: 'NL91 ABNA 0417 1643 01' }, 'iban_invalid', 'iban');
    await refused({ iban: 'NL91 ABNA 0417 1643' }, 'iban_invalid', 'iban');
    await refused({ iban: 'TR33 0006 1005 1978 6457 8413 26' }, 'iban_invalid', 'iban');
    await refused({ mobile_phone: 'call me maybe' }, 'phone_invalid', 'mobile_phone');
    await refused({ mandate_accepted: false }, 'mandate_not_accepted', 'mandate_accepted');
    expect((await db().query(`select 1 from direct_debit_mandates where member_id = $1`, [me])).rows).toHaveLength(0);
  });

  it('answers Code ongeldig with the tries left, closes the mandate at the fifth wrong code, and refuses an expired code', async () => {
    clock = new Date('2026-11-23T11:00:00Z');
    const me = await addBuyer(db(), 'Fien');
    const mandate = (await start(me, { mobile_phone: '+31 6 1111 2222' })).json().mandate_id as number;
    const code = await lastCode('+31611112222');
    for (let tries = 1; tries < 5; tries += 1) {
      const wrong = await confirm(me, mandate, otherCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error: 'code_invalid', message: 'Code ongeldig', params: { tries_left: 5 - tries } });
    }
    const fifth = await confirm(me, mandate, otherCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe('code_tries_exceeded');
    expect((await confirm(me, mandate, code)).json().error).toBe('mandate_not_found');

    const second = (await start(me, { mobile_phone: '+31 6 3333 4444' })).json().mandate_id as number;
    const fresh = await lastCode('+31633334444');
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await confirm(me, second, fresh)).json().error).toBe('code_expired');
  });

  it('sends another code only after 30 seconds; the old code then no longer works', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const me = await addBuyer(db(), 'Gijs');
    const mandate = (await start(me, { mobile_phone: '0655556666' })).json().mandate_id as number;
    const first = await lastCode('+31655556666');
    const early = await pay.call(me, 'POST', '/api/directdebit-resend.php', { mandate_id: mandate });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: 'sms_resend_too_soon', params: { seconds: 30 } });
    clock = new Date(clock.getTime() + 31_000);
    expect((await pay.call(me, 'POST', '/api/directdebit-resend.php', { mandate_id: mandate })).json()).toEqual({ resend_after: 30 });
    const second = await lastCode('+31655556666');
    if (second !== first) expect((await confirm(me, mandate, first)).json().error).toBe('code_invalid');
    expect((await confirm(me, mandate, second)).statusCode).toBe(201);
  });

  it('keeps mandates private, blocks members support barred, and stops at two direct debits waiting for the bank', async () => {
    clock = new Date('2026-11-23T13:00:00Z');
    const owner = await addBuyer(db(), 'Hein');
    const other = await addBuyer(db(), 'Iris');
    const mandate = (await start(owner, { mobile_phone: '0677778888' })).json().mandate_id as number;
    const code = await lastCode('+31677778888');
    expect((await confirm(other, mandate, code)).json().error).toBe('mandate_not_found');
    expect((await pay.call(other, 'POST', '/api/directdebit-resend.php', { mandate_id: mandate })).json().error).toBe('mandate_not_found');

    await db().query(`insert into direct_debit_blocks (member_id, reason) values ($1, 'chargebacks')`, [other]);
    const blocked = await start(other);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('directdebit_blocked');

    expect((await confirm(owner, mandate, code)).statusCode).toBe(201);
    const again = (await start(owner, { mobile_phone: '0677778889' })).json().mandate_id as number;
    expect((await confirm(owner, again, await lastCode('+31677778889'))).statusCode).toBe(201);
    const third = await start(owner, { mobile_phone: '0677778890' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('directdebit_limit_reached');
  });

  it('makes one order when the right code is sent twice at the same time', async () => {
    clock = new Date('2026-11-23T14:00:00Z');
    const me = await addBuyer(db(), 'Joost');
    const mandate = (await start(me, { mobile_phone: '0699990000' })).json().mandate_id as number;
    const code = await lastCode('+31699990000');
    const answers = await Promise.all([confirm(me, mandate, code), confirm(me, mandate, code), confirm(me, mandate, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404, 404]);
    const { rows } = await db().query(`select 1 from orders where member_id = $1 and method = 'sdd'`, [me]);
    expect(rows).toHaveLength(1);
  });
});
