import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DirectDebitStarted, OrderCreatedResponse, type CreditsResponse } from '../../contracts/payments.ts';
import { readOutbox } from '../../dev/outbox-routes.ts';
import { usePaymentsTestApp } from '../../test/payments-test-app.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveTestMember } from '../likes/test-members.ts';
import { bankDataCipher, bankDataKey } from '../../lib/bank-data-cipher.ts';
import { siteSecret } from '../../repositories/site-secrets.ts';
import { purgeDeletedAccounts } from '../../services/account/deletion.ts';
import { encryptStoredIbans } from '../../services/payments/direct-debit/mandate-bank-data.ts';
import { addBuyer, balanceOf, paymentsClient } from './test-payments.ts';

const VALID_IBAN = 'NL91 ABNA 0417 1643 00';

describe('direct debit with an SMS code', () => {
  let clock = new Date('2026-11-23T10:00:00Z');
  const { db, dataDir, pay, nlBundles } = usePaymentsTestApp({
    now: () => clock,
    // Every call here comes from one test IP; the per-IP SMS limit is the rate limiter's, tested there.
    rateLimitMax: { 'directdebit-sms': 1000 },
  });
  const bundleId = async () => (await nlBundles())[0]!.id;
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
  const start = async (memberId: number, overrides: Record<string, unknown> = {}) =>
    pay.call(memberId, 'POST', '/api/directdebit.php', await form(overrides));
  /** The newest SMS to a number, and the code in it. */
  const lastCode = async (to = '+31612345678') => {
    const sms = (await readOutbox(dataDir())).find((entry) => entry.from === 'SMS' && entry.to === to);
    return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  };
  const confirm = (memberId: number, mandateId: number, code: string) =>
    pay.call(memberId, 'POST', '/api/directdebit-code.php', { mandate_id: mandateId, code });
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
    const { rows } = await db().query<{
      iban: string | null;
      iban_encrypted: string;
      iban_last4: string;
      mobile_phone: string;
      code_hash: string;
    }>(`select iban, iban_encrypted, iban_last4, mobile_phone, code_hash from direct_debit_mandates where id = $1`, [
      started.json().mandate_id,
    ]);
    // The IBAN is kept encrypted, shown by its last four only.
    expect(rows[0]).toMatchObject({ iban: null, iban_last4: '4300', mobile_phone: '+31612345678' });
    expect(rows[0]!.iban_encrypted).toMatch(/^v1:/);
    expect(rows[0]!.iban_encrypted).not.toContain('0417164300');
    expect(started.json().iban_hint).toBe('•••• 4300');
    expect(rows[0]!.code_hash).not.toContain(code);

    const confirmed = await confirm(me, started.json().mandate_id, code);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(Value.Check(OrderCreatedResponse, confirmed.json())).toBe(true);
    const order = confirmed.json().order;
    expect(order).toMatchObject({ method: 'sdd', status: 'pending', checkout_url: null });
    expect(confirmed.json().redirect_url).toBe(`https://datingsite.nl/transactions/${order.id}`);
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 0 });

    // The bank settles it: the tester's choice on the sandbox page.
    const { rows: payments } = await db().query<{ provider_payment_id: string }>(`select provider_payment_id from orders where id = $1`, [
      order.id,
    ]);
    expect((await pay.choose(payments[0]!.provider_payment_id, 'paid')).statusCode).toBe(303);
    expect(await balanceOf(db(), me)).toMatchObject({ purchases: 1, paid_user: true });
    // A mandate makes one order: confirming it again answers that order.
    const again = await confirm(me, started.json().mandate_id, code);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(order.id);
    expect((await db().query(`select 1 from orders where member_id = $1`, [me])).rows).toHaveLength(1);
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
    const mandate = (await start(owner, { mobile_phone: '0612778888' })).json().mandate_id as number;
    const code = await lastCode('+31612778888');
    expect((await confirm(other, mandate, code)).json().error).toBe('mandate_not_found');
    expect((await pay.call(other, 'POST', '/api/directdebit-resend.php', { mandate_id: mandate })).json().error).toBe('mandate_not_found');

    await db().query(`insert into direct_debit_blocks (member_id, reason) values ($1, 'chargebacks')`, [other]);
    const blocked = await start(other);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('directdebit_blocked');

    expect((await confirm(owner, mandate, code)).statusCode).toBe(201);
    const again = (await start(owner, { mobile_phone: '0612778889' })).json().mandate_id as number;
    expect((await confirm(owner, again, await lastCode('+31612778889'))).statusCode).toBe(201);
    const third = await start(owner, { mobile_phone: '0612778890' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('directdebit_limit_reached');
  });

  it('makes one order and one payment when the right code is sent three times at the same time', async () => {
    clock = new Date('2026-11-23T14:00:00Z');
    const me = await addBuyer(db(), 'Joost');
    const mandate = (await start(me, { mobile_phone: '0612990000' })).json().mandate_id as number;
    const code = await lastCode('+31612990000');
    const answers = await Promise.all([confirm(me, mandate, code), confirm(me, mandate, code), confirm(me, mandate, code)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    const { rows } = await db().query<{ id: number }>(`select id from orders where member_id = $1 and method = 'sdd'`, [me]);
    expect(rows).toHaveLength(1);
    const payments = await db().query(`select 1 from sandbox_payments where order_id = $1`, [rows[0]!.id]);
    expect(payments.rows).toHaveLength(1);
  });

  it('checks the limit of two unsettled direct debits again at confirmation: three mandates confirmed at once make two orders', async () => {
    clock = new Date('2026-11-23T15:00:00Z');
    const me = await addBuyer(db(), 'Kees');
    const phones = ['0612120001', '0612120002', '0612120003'];
    const mandates: { id: number; code: string }[] = [];
    for (const phone of phones) {
      const started = await start(me, { mobile_phone: phone });
      expect(started.statusCode, started.body).toBe(201);
      mandates.push({ id: started.json().mandate_id, code: await lastCode(`+31${phone.slice(1)}`) });
    }
    const answers = await Promise.all(mandates.map((mandate) => confirm(me, mandate.id, mandate.code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe('directdebit_limit_reached');
    const { rows } = await db().query(`select 1 from orders where member_id = $1 and method = 'sdd' and status in ('open', 'pending')`, [
      me,
    ]);
    expect(rows).toHaveLength(2);
    // The refused mandate was not verified: once a debit settles, its code still finishes it.
    const refused = mandates[answers.findIndex((answer) => answer.statusCode === 409)]!;
    const { rows: states } = await db().query<{ status: string }>(`select status from direct_debit_mandates where id = $1`, [refused.id]);
    expect(states[0]!.status).toBe('pending_code');
    const settled = answers.find((answer) => answer.statusCode === 201)!.json().order.id as number;
    const { rows: paid } = await db().query<{ provider_payment_id: string }>(`select provider_payment_id from orders where id = $1`, [
      settled,
    ]);
    expect((await pay.choose(paid[0]!.provider_payment_id, 'paid')).statusCode).toBe(303);
    expect((await confirm(me, refused.id, refused.code)).statusCode).toBe(201);
  });

  it('refuses the code of a member support blocked after the mandate was started, without verifying it', async () => {
    clock = new Date('2026-11-23T16:00:00Z');
    const me = await addBuyer(db(), 'Lot');
    const mandate = (await start(me, { mobile_phone: '0613130001' })).json().mandate_id as number;
    const code = await lastCode('+31613130001');
    await db().query(`insert into direct_debit_blocks (member_id, reason) values ($1, 'chargebacks')`, [me]);
    const blocked = await confirm(me, mandate, code);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('directdebit_blocked');
    expect((await db().query(`select 1 from orders where member_id = $1`, [me])).rows).toHaveLength(0);
    const { rows } = await db().query<{ status: string }>(`select status from direct_debit_mandates where id = $1`, [mandate]);
    expect(rows[0]!.status).toBe('pending_code');
  });

  it('finishes a verified mandate that has no order yet, under the same checks', async () => {
    clock = new Date('2026-11-23T17:00:00Z');
    const me = await addBuyer(db(), 'Mies');
    const mandate = (await start(me, { mobile_phone: '0614140001' })).json().mandate_id as number;
    // As an earlier version left it when placing the order failed after the code was accepted.
    await db().query(`update direct_debit_mandates set status = 'verified', verified_at = $2, code_hash = null where id = $1`, [
      mandate,
      clock,
    ]);
    const finished = await confirm(me, mandate, '000000');
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.json().order).toMatchObject({ method: 'sdd', status: 'pending' });
    // Not for someone else, and not past the block.
    expect((await confirm(await addBuyer(db(), 'Nel'), mandate, '000000')).json().error).toBe('mandate_not_found');
    const second = (await start(me, { mobile_phone: '0614140002' })).json().mandate_id as number;
    await db().query(`update direct_debit_mandates set status = 'verified', verified_at = $2, code_hash = null where id = $1`, [
      second,
      clock,
    ]);
    await db().query(`insert into direct_debit_blocks (member_id, reason) values ($1, 'support')`, [me]);
    expect((await confirm(me, second, '000000')).json().error).toBe('directdebit_blocked');
  });

  it('lets a retry open the payment when the first confirmation placed the order but the payment failed', async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    const me = await addBuyer(db(), 'Olaf');
    const mandate = (await start(me, { mobile_phone: '0615150001' })).json().mandate_id as number;
    const code = await lastCode('+31615150001');
    // The provider's side fails after our order was placed.
    await db().exec(`create function fail_payment() returns trigger language plpgsql as $$ begin raise exception 'provider down'; end $$;
      create trigger fail_payment before insert on sandbox_payments for each row execute function fail_payment();`);
    try {
      expect((await confirm(me, mandate, code)).statusCode).toBe(500);
    } finally {
      await db().exec(`drop trigger fail_payment on sandbox_payments; drop function fail_payment();`);
    }
    // At once, the first request might still be opening it: the retry answers the order as it stands.
    const waiting = await confirm(me, mandate, code);
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json().order.status).toBe('open');
    // A minute on, the retry takes over and opens the one payment.
    clock = new Date(clock.getTime() + 61_000);
    const finished = await confirm(me, mandate, code);
    expect(finished.statusCode).toBe(201);
    expect(finished.json().order).toMatchObject({ id: waiting.json().order.id, status: 'pending' });
    expect((await db().query(`select 1 from sandbox_payments where order_id = $1`, [waiting.json().order.id])).rows).toHaveLength(1);
    expect((await db().query(`select 1 from orders where member_id = $1`, [me])).rows).toHaveLength(1);
  });
});

describe('direct debit: which numbers get codes, and how many', () => {
  let clock = new Date('2026-11-24T10:00:00Z');
  const testApp = useTestApp({ resolveMember: resolveTestMember, now: () => clock, rateLimitMax: { 'directdebit-sms': 1000 } });
  const { app, db, dataDir } = testApp;
  const pay = paymentsClient(app);
  const start = (memberId: number, mobile: string) => pay.startDirectDebit(memberId, mobile, VALID_IBAN);
  const resend = (memberId: number, mandateId: number) =>
    pay.call(memberId, 'POST', '/api/directdebit-resend.php', { mandate_id: mandateId });
  const smsCount = async () => (await readOutbox(dataDir())).filter((entry) => entry.from === 'SMS').length;

  it('sends codes only to mobile numbers of countries the site sells in: no premium-rate, satellite or fixed lines', async () => {
    const me = await addBuyer(db(), 'Pim');
    const before = await smsCount();
    for (const [number, error] of [
      ['+88213123456', 'phone_invalid'],
      ['+8816123456', 'phone_invalid'],
      ['0900 1234567', 'phone_invalid'],
      ['020 123 4567', 'phone_invalid'],
      ['+7 912 345 67 89', 'phone_country'],
      ['+81 90 1234 5678', 'phone_country'],
    ] as const) {
      const refused = await start(me, number);
      expect(refused.statusCode, number).toBe(422);
      expect(refused.json(), number).toMatchObject({ error, details: [{ path: 'mobile_phone', code: error }] });
    }
    expect(await smsCount()).toBe(before);
    expect((await db().query(`select 1 from direct_debit_mandates where member_id = $1`, [me])).rows).toHaveLength(0);
    // A German mobile number for a Dutch member is fine: Germany is sold in.
    expect((await start(me, '+49 151 12345678')).statusCode).toBe(201);
  });

  it('sends at most 3 codes per mandate', async () => {
    const me = await addBuyer(db(), 'Quinten');
    const mandate = (await start(me, '0621210001')).json().mandate_id as number;
    for (let n = 0; n < 2; n += 1) {
      clock = new Date(clock.getTime() + 31_000);
      expect((await resend(me, mandate)).statusCode).toBe(200);
    }
    clock = new Date(clock.getTime() + 31_000);
    const fourth = await resend(me, mandate);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'sms_mandate_limit', params: { max: 3 } });
  });

  it('sends at most 5 codes a day to a member, and 5 a day to one number whoever asks', async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    const me = await addBuyer(db(), 'Rik');
    for (let n = 1; n <= 5; n += 1) expect((await start(me, `06222200${n.toString().padStart(2, '0')}`)).statusCode).toBe(201);
    const sixth = await start(me, '0622220006');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'sms_daily_limit', params: { max: 5 } });
    // The next day the member may again.
    clock = new Date('2026-11-26T10:00:01Z');
    expect((await start(me, '0622220006')).statusCode).toBe(201);

    // One number, several accounts: the number's limit holds across them.
    const accounts = await Promise.all(['Sanne', 'Teun', 'Uma'].map((name) => addBuyer(db(), name)));
    const answers = [];
    for (const account of accounts) for (let n = 0; n < 2; n += 1) answers.push((await start(account, '0623230001')).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await start(accounts[2]!, '0623230001')).json().error).toBe('sms_number_limit');
  });

  it('keeps the limits when one member starts many mandates at once', async () => {
    clock = new Date('2026-11-27T10:00:00Z');
    const me = await addBuyer(db(), 'Vince');
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => start(me, `062424000${n}`)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    expect((await db().query(`select 1 from sms_sends where member_id = $1`, [me])).rows).toHaveLength(5);
  });
});

describe('direct debit: bank data at rest', () => {
  const clock = new Date('2026-11-24T10:00:00Z');
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock, rateLimitMax: { 'directdebit-sms': 1000 } });
  const pay = paymentsClient(app);

  it('encrypts the IBANs of mandates stored before encryption, and those mandates still complete', async () => {
    const me = await addBuyer(db(), 'Yara');
    const bundleId = ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles[0]!.id;
    // A mandate as an earlier version stored it: plain IBAN, verified, no order yet.
    const { rows } = await db().query<{ id: number }>(
      `insert into direct_debit_mandates (member_id, bundle_id, account_holder, iban, street, house_number, zip, city, mobile_phone, status, verified_at)
       values ($1, $2, 'Y. Jansen', 'DE89370400440532013000', 'Dam', '1', '1012 JS', 'Amsterdam', '+31612345678', 'verified', now()) returning id`,
      [me, bundleId],
    );
    const cipher = bankDataCipher(await bankDataKey({}, () => siteSecret(db(), 'bank_data_key_seed')));
    expect(await encryptStoredIbans(db(), async () => cipher)).toBe(1);
    expect(await encryptStoredIbans(db(), async () => cipher)).toBe(0);
    const { rows: stored } = await db().query<{ iban: string | null; iban_last4: string; iban_encrypted: string }>(
      `select iban, iban_last4, iban_encrypted from direct_debit_mandates where id = $1`,
      [rows[0]!.id],
    );
    expect(stored[0]).toMatchObject({ iban: null, iban_last4: '3000' });
    expect(stored[0]!.iban_encrypted).not.toContain('0532013000');
    // The API decrypts it with the same key for the payment.
    const finished = await pay.call(me, 'POST', '/api/directdebit-code.php', { mandate_id: rows[0]!.id, code: '000000' });
    expect(finished.statusCode, finished.body).toBe(201);
    // Neither column may be empty, nor both filled.
    await expect(db().query(`update direct_debit_mandates set iban_encrypted = null where id = $1`, [rows[0]!.id])).rejects.toThrow(
      /check constraint/,
    );
  });

  it('purges the mandates (IBAN, address, phone) with the account at the end of its 14 days', async () => {
    const me = await addBuyer(db(), 'Zoë');
    const started = await pay.call(me, 'POST', '/api/directdebit.php', {
      bundle_id: ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles[0]!.id,
      account_holder: 'Z. de Boer',
      iban: VALID_IBAN,
      street: 'Dam',
      house_number: '1',
      zip: '1012 JS',
      city: 'Amsterdam',
      mobile_phone: '0632320001',
      mandate_accepted: true,
    });
    expect(started.statusCode).toBe(201);
    await db().query(`update members set status = 'deletion_requested', deletion_requested_at = $2 where id = $1`, [
      me,
      new Date(clock.getTime() - 13 * 86_400_000),
    ]);
    await purgeDeletedAccounts(db(), clock);
    expect((await db().query(`select 1 from direct_debit_mandates where member_id = $1`, [me])).rows).toHaveLength(1);
    await purgeDeletedAccounts(db(), new Date(clock.getTime() + 2 * 86_400_000));
    expect((await db().query(`select 1 from direct_debit_mandates where member_id = $1`, [me])).rows).toHaveLength(0);
    expect((await db().query(`select 1 from sms_sends where member_id = $1`, [me])).rows).toHaveLength(0);
  });
});
