import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DiscountCodeResponse, TimeBonusResponse } from '../contracts/payments.ts';
import { discountAmount } from '../services/payments/discount-rules.ts';
import {
  checkDiscount,
  loadDiscountBuyer,
  redeemDiscount,
  reserveDiscount,
  resolveDiscount,
} from '../services/payments/discounts/index.ts';
import { useTestApp } from '../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './likes/test-members.ts';

const SIGNUP = new Date('2026-11-23T08:00:00.000Z');
const at = (seconds: number) => new Date(SIGNUP.getTime() + seconds * 1000);

describe('discount codes and the time bonus', () => {
  let clock = at(60);
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock });

  /** A member who signed up at SIGNUP. */
  const newMember = async (name: string, options: { country?: string; paid?: boolean } = {}) => {
    const id = await addMember(db(), { name, country: options.country ?? 'NL' });
    await db().query(`update members set created_at = $2, paid_user = $3 where id = $1`, [id, SIGNUP, options.paid ?? false]);
    return id;
  };
  const getCode = (memberId: number | null, query: string) => callAs(app(), memberId)('GET', `/api/discountcode.php?${query}`);
  const redeem = (memberId: number, code: string, orderId: number) =>
    db().transaction((tx) => redeemDiscount(tx, memberId, code, orderId, clock));
  const expectError = (response: { statusCode: number; json: () => unknown }, status: number, error: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  };

  it('shows a shared code whatever its case, with every field of a discount code', async () => {
    clock = at(60);
    const me = await newMember('Anna');
    const response = await getCode(me, 'code=welkom10');
    expect(response.statusCode).toBe(200);
    expect(Value.Check(DiscountCodeResponse, response.json())).toBe(true);
    expect(response.json().discount).toEqual({
      code: 'WELKOM10',
      country: null,
      user_id: null,
      expires: null,
      value_percentage: 10,
      currency: null,
      minimum_order_value: null,
      status: 'active',
      validity: 'unlimited',
      expired: false,
      paymentmethods: [],
    });
  });

  it('answers Code niet gevonden for unknown and inactive codes and for another member’s personal code', async () => {
    clock = at(60);
    const me = await newMember('Bea');
    const other = await newMember('Cor');
    expectError(await getCode(me, 'code=NOPE'), 404, 'code_not_found');
    expect((await getCode(me, 'code=NOPE')).json().message).toBe('Code niet gevonden');
    await db().query(`insert into discount_codes (code, value_percentage, status) values ('PAUSED', 10, 'inactive')`);
    expectError(await getCode(me, 'code=PAUSED'), 404, 'code_not_found');
    const welcome = (await getCode(other, 'welcome=true')).json().discount.code as string;
    expectError(await getCode(me, `code=${welcome}`), 404, 'code_not_found');
    expect((await getCode(other, `code=${welcome}`)).statusCode).toBe(200);
  });

  it('answers Code reeds gebruikt once a member used a once-per-user code, and for anyone once a single-use code is used', async () => {
    clock = at(60);
    const me = await newMember('Dirk');
    const other = await newMember('Eva');
    await redeem(me, 'nl5', 1001);
    expectError(await getCode(me, 'code=NL5'), 409, 'code_used');
    expect((await getCode(me, 'code=NL5')).json().message).toBe('Code reeds gebruikt');
    expect((await getCode(other, 'code=NL5')).statusCode).toBe(200);

    await redeem(other, 'USEDONCE', 1002);
    expectError(await getCode(me, 'code=USEDONCE'), 409, 'code_used');
    // Unlimited codes are never used up.
    await redeem(me, 'WELKOM10', 1003);
    expect((await getCode(me, 'code=WELKOM10')).statusCode).toBe(200);
  });

  it('reserves a single-use code for exactly one of many orders racing for it; the others are refused with Code reeds gebruikt', async () => {
    clock = at(60);
    await db().query(`insert into discount_codes (code, value_percentage, validity) values ('RACE1', 50, 'single_use')`);
    const members = await Promise.all(Array.from({ length: 8 }, (_, i) => newMember(`Racer ${i}`)));
    const code = await checkDiscount(db(), (await loadDiscountBuyer(db(), members[0]!))!, 'race1', {}, clock);
    const results = await Promise.allSettled(
      members.map((member, i) => db().transaction((tx) => reserveDiscount(tx, member, code, 2000 + i, clock))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409, code: 'code_used', params: undefined });
    }
    const { rows } = await db().query<{ count: number }>(`select count(*)::int as count from discount_redemptions where code = 'RACE1'`);
    expect(rows[0]!.count).toBe(1);
  });

  it('refuses an expired code, a code of another country and a code for another payment method', async () => {
    clock = at(60);
    const dutch = await newMember('Fenna');
    const belgian = await newMember('Gert', { country: 'BE' });
    expectError(await getCode(dutch, 'code=EXPIRED20'), 422, 'code_expired');
    expectError(await getCode(belgian, 'code=NL5'), 422, 'code_country');
    expectError(await getCode(dutch, 'code=IDEAL15&method=creditcard'), 422, 'code_method');
    expect((await getCode(dutch, 'code=IDEAL15&method=ideal')).json().discount.paymentmethods).toEqual(['ideal']);
    // Without a method the code is shown, so the shop can say which method it needs.
    expect((await getCode(dutch, 'code=IDEAL15')).statusCode).toBe(200);
  });

  it('prices an order with a code on the server: the minimum order value, its currency, and the amount off rounded half up', async () => {
    clock = at(60);
    const me = await newMember('Hanna');
    const buyer = (await loadDiscountBuyer(db(), me))!;
    const order = (price: number, currency = 'EUR') =>
      resolveDiscount(db(), buyer, 'NL5', { bundleId: 1, price, currency, method: 'ideal' }, clock);
    await expect(order(1998)).rejects.toMatchObject({ status: 422, code: 'code_minimum_order', params: { amount: 1999, currency: 'EUR' } });
    await expect(order(2500, 'GBP')).rejects.toMatchObject({ status: 422, code: 'code_country' });
    const priced = await order(1999);
    expect(priced.applied).toEqual({ code: 'NL5', value_percentage: 5, amount: 100 });
    expect(discountAmount(1999, 25)).toBe(500);
    expect(discountAmount(999, 25)).toBe(250);
    expect(discountAmount(1000, 100)).toBe(1000);
  });

  it('makes one welcome code per member on first ask (also when asked concurrently), gone once paid or after a week', async () => {
    clock = at(60);
    const me = await newMember('Ivo');
    const answers = await Promise.all(Array.from({ length: 5 }, () => getCode(me, 'welcome=true')));
    const codes = new Set(answers.map((answer) => answer.json().discount.code));
    expect(codes.size).toBe(1);
    const [welcome] = [...codes] as string[];
    expect(answers[0]!.json().discount).toMatchObject({ user_id: me, value_percentage: 25, validity: 'once_per_user', expired: false });
    expect(new Date(answers[0]!.json().discount.expires).getTime()).toBe(at(7 * 86_400).getTime());
    expect((await db().query(`select 1 from discount_codes where user_id = $1`, [me])).rows).toHaveLength(1);

    clock = at(7 * 86_400 + 1);
    expect((await getCode(me, 'welcome=true')).json()).toEqual({ discount: null });
    expectError(await getCode(me, `code=${welcome}`), 422, 'code_expired');

    clock = at(60);
    await db().query(`update members set paid_user = true where id = $1`, [me]);
    expect((await getCode(me, 'welcome=true')).json()).toEqual({ discount: null });
    // The welcome discount is for the first purchase: a paid member cannot use it any more.
    expectError(await getCode(me, `code=${welcome}`), 422, 'code_expired');
    const paid = await newMember('Jet', { paid: true });
    expect((await getCode(paid, 'welcome=true')).json()).toEqual({ discount: null });
  });

  it('offers TIMEBONUS25 until 4 hours after signup: at 3:59:59 yes, at 4:00:01 no; never to paid members; once', async () => {
    const me = await newMember('Kees');
    const bonus = async () => {
      const response = await callAs(app(), me)('GET', '/api/timebonus.php');
      expect(response.statusCode).toBe(200);
      expect(Value.Check(TimeBonusResponse, response.json())).toBe(true);
      return response.json().time_bonus;
    };

    clock = at(4 * 3600 - 1);
    expect(await bonus()).toEqual({ code: 'TIMEBONUS25', value_percentage: 25, expires: at(4 * 3600).toISOString() });
    expect((await getCode(me, 'code=timebonus25')).json().discount).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      user_id: me,
    });
    const buyer = (await loadDiscountBuyer(db(), me))!;
    const priced = await resolveDiscount(
      db(),
      buyer,
      'TIMEBONUS25',
      { bundleId: 1, price: 1999, currency: 'EUR', method: 'creditcard' },
      clock,
    );
    expect(priced.applied).toEqual({ code: 'TIMEBONUS25', value_percentage: 25, amount: 500 });

    clock = at(4 * 3600 + 1);
    expect(await bonus()).toBeNull();
    expectError(await getCode(me, 'code=TIMEBONUS25'), 422, 'code_expired');

    clock = at(3600);
    await redeem(me, 'TIMEBONUS25', 3001);
    expect(await bonus()).toBeNull();
    expectError(await getCode(me, 'code=TIMEBONUS25'), 409, 'code_used');

    const paid = await newMember('Lot', { paid: true });
    expect((await callAs(app(), paid)('GET', '/api/timebonus.php')).json()).toEqual({ time_bonus: null });
    expectError(await getCode(paid, 'code=TIMEBONUS25'), 422, 'code_expired');
  });

  it('is for members only: a visitor gets 403 authentication_required', async () => {
    expectError(await getCode(null, 'code=WELKOM10'), 403, 'authentication_required');
    expectError(await callAs(app(), null)('GET', '/api/timebonus.php'), 403, 'authentication_required');
  });
});
