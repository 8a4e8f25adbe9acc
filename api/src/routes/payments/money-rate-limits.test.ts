import { describe, expect, it } from 'vitest';
import type { CreditsResponse } from '../../contracts/payments.ts';
import { DISCOUNT_LOOKUP_LIMIT, DISCOUNT_MISS_LIMIT } from '../../lib/rate-limit/limits.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveTestMember } from '../likes/test-members.ts';
import { addBuyer, paymentsClient } from './test-payments.ts';

describe('discount-code probing', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const pay = paymentsClient(app);
  const lookUp = (memberId: number, code: string) => pay.call(memberId, 'GET', `/api/discountcode.php?code=${code}`);
  const errorOf = async (response: Promise<{ json: () => { error?: string } }>) => (await response).json().error;

  it(`tells a member why a code fails until ${DISCOUNT_MISS_LIMIT.max} refusals in an hour; then used, expired and unknown codes all answer code_not_found`, async () => {
    const prober = await addBuyer(db(), 'Piet');
    const other = await addBuyer(db(), 'Roos');
    await db().query(`insert into discount_codes (code, value_percentage, status, validity) values ('SPENT1', 10, 'active', 'single_use')`);
    await db().query(`insert into discount_redemptions (code, member_id, order_id, validity) values ('SPENT1', $1, 1, 'single_use')`, [
      other,
    ]);
    expect(await errorOf(lookUp(prober, 'SPENT1'))).toBe('code_used');
    expect(await errorOf(lookUp(prober, 'EXPIRED20'))).toBe('code_expired');
    for (let n = 2; n < DISCOUNT_MISS_LIMIT.max; n += 1) expect(await errorOf(lookUp(prober, `GUESS${n}`))).toBe('code_not_found');
    // Past the refusals allowed, a code that exists and one that never did read the same.
    const used = await lookUp(prober, 'SPENT1');
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ error: 'code_not_found', message: 'Code niet gevonden' });
    expect(await errorOf(lookUp(prober, 'EXPIRED20'))).toBe('code_not_found');
    expect(await errorOf(lookUp(prober, 'NEVER1'))).toBe('code_not_found');
    // The same through the order overview, which prices codes too.
    const bundleId = ((await pay.credits(prober, '?country=NL')).json() as CreditsResponse).bundles[0]!.id;
    const quote = await pay.call(prober, 'GET', `/api/order-quote.php?bundle_id=${bundleId}&method=ideal&code=SPENT1`);
    expect(quote.json()).toMatchObject({ error: 'code_not_found' });
    // A usable code still works, and another member is still told the truth.
    expect((await lookUp(prober, 'WELKOM10')).statusCode).toBe(200);
    expect(await errorOf(lookUp(other, 'EXPIRED20'))).toBe('code_expired');
  });

  it(`answers 429 past ${DISCOUNT_LOOKUP_LIMIT.max} look-ups an hour per member`, async () => {
    const me = await addBuyer(db(), 'Sem');
    const statuses: number[] = [];
    for (let n = 0; n <= DISCOUNT_LOOKUP_LIMIT.max; n += 1) statuses.push((await lookUp(me, 'WELKOM10')).statusCode);
    expect(statuses.slice(0, DISCOUNT_LOOKUP_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await lookUp(await addBuyer(db(), 'Tim'), 'WELKOM10')).statusCode).toBe(200);
  });
});

describe('order and webhook limits (maxima lowered by name, as RATE_LIMITS does)', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { order: 3, 'payment-webhook': 3 } });
  const pay = paymentsClient(app);

  it('opens at most the order maximum of payments per member (order.php and repeat-order.php together)', async () => {
    const me = await addBuyer(db(), 'Ugo');
    const bundleId = ((await pay.credits(me, '?country=NL')).json() as CreditsResponse).bundles[0]!.id;
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push((await pay.call(me, 'POST', '/api/order.php', { bundle_id: bundleId, method: 'ideal' })).statusCode);
    statuses.push((await pay.call(me, 'POST', '/api/repeat-order.php', {})).statusCode);
    const refused = await pay.call(me, 'POST', '/api/order.php', { bundle_id: bundleId, method: 'ideal' });
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('too_many_requests');
    expect((await db().query(`select 1 from orders where member_id = $1`, [me])).rows).toHaveLength(3);
    const other = await addBuyer(db(), 'Vera');
    expect((await pay.call(other, 'POST', '/api/order.php', { bundle_id: bundleId, method: 'ideal' })).statusCode).toBe(201);
  });

  it('counts webhook calls per IP', async () => {
    const hook = (ip: string) =>
      app().inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        payload: 'id=sbx_unknown',
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await hook('10.20.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hook('10.20.0.2')).statusCode).toBe(200);
  });
});
