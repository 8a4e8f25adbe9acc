import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { BoostResult, BoostState } from '../contracts/boost.ts';
import type { MemberSearchResponse } from '../contracts/members.ts';
import type { SwipeGameResponse } from '../contracts/likes.ts';
import type { Db } from '../db/db.ts';
import { useTestApp } from '../test/test-app.ts';
import { balanceAndLedger, chatMember } from './chat/test-chat.ts';
import { addMember, callAs, resolveTestMember } from './likes/test-members.ts';

const MINUTE = 60_000;

// The seeded site: a boost costs 30 credits and lasts 30 minutes. The app's clock is the test's, so a boost can end.
describe('/api/boost.php', () => {
  let clock = new Date();
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock, rateLimitMax: { boost: 1000 } });
  const as = (memberId: number | null) => callAs(app(), memberId);
  const boost = (me: number, clientId: string = randomUUID()) => as(me)('POST', '/api/boost.php', { client_id: clientId });
  const state = async (me: number) => (await as(me)('GET', '/api/boost.php')).json() as BoostState;
  const search = async (me: number, query: string) =>
    ((await as(me)('GET', `/api/members.php?${query}`)).json() as MemberSearchResponse).profiles.map((p) => p.id);
  const boostRows = async (me: number) =>
    (await db().query<{ n: number }>(`select count(*)::int as n from boosts where member_id = $1`, [me])).rows[0]!.n;

  it('costs the price through the ledger, runs 30 minutes, and the statement lists it as a boost', async () => {
    const me = await chatMember(db(), { name: 'Booster', credits: 40 });
    clock = new Date();
    expect(await state(me)).toEqual({ price: 30, minutes: 30, active_until: null, last: null });
    const response = await boost(me);
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(BoostResult, response.json())).toBe(true);
    const until = new Date(clock.getTime() + 30 * MINUTE).toISOString();
    expect(response.json()).toEqual({ active_until: until, cost: 30, credits: 10 });
    const after = await state(me);
    expect(Value.Check(BoostState, after)).toBe(true);
    expect(after).toMatchObject({ active_until: until, last: { ends_at: until, views: 0, likes: 0, credits: 30 } });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 10, ledger: 10 });
    // The top bar's countdown reads it from the session.
    expect((await as(me)('GET', '/api/user.php')).json().user).toMatchObject({ boost_until: until, credits: 10 });
    const statement = (await as(me)('GET', '/api/credit-statement.php')).json();
    expect(statement.entries[0]).toMatchObject({ kind: 'boost', credits: -30, balance: 10, profile: null });
    expect((await as(me)('GET', '/api/settings.php')).json()).toMatchObject({ boost_credits: 30 });
  });

  it('starts and pays once for 20 retries at once with one client id; other ids are refused while it runs', async () => {
    const me = await chatMember(db(), { name: 'Racer', credits: 100 });
    const clientId = randomUUID();
    const retries = await Promise.all(Array.from({ length: 20 }, () => boost(me, clientId)));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(retries.map((r) => r.json().active_until)).size).toBe(1);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 70, ledger: 70 });
    const others = await Promise.all(Array.from({ length: 3 }, () => boost(me)));
    expect(others.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(others[0]!.json()).toMatchObject({ error: 'boost_active', params: { until: retries[0]!.json().active_until } });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 70, ledger: 70 });
    expect(await boostRows(me)).toBe(1);
  });

  it('lets one of several different client ids racing at once win: one boost, one debit', async () => {
    const me = await chatMember(db(), { name: 'Racer2', credits: 100 });
    const racing = await Promise.all(Array.from({ length: 5 }, () => boost(me)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 70, ledger: 70 });
    expect(await boostRows(me)).toBe(1);
  });

  it('refuses without enough credits (402, nothing debited), a visitor (403) and a bad client id (400)', async () => {
    const me = await chatMember(db(), { name: 'Poor', credits: 29 });
    const poor = await boost(me);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ error: 'insufficient_credits', params: { needed: 1 } });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 29, ledger: 29 });
    expect(await boostRows(me)).toBe(0);
    expect((await as(me)('POST', '/api/boost.php', { client_id: 'nope' })).statusCode).toBe(400);
    const visitor = await as(null)('POST', '/api/boost.php', { client_id: randomUUID() });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ error: 'authentication_required' });
    expect((await as(null)('GET', '/api/boost.php')).statusCode).toBe(403);
  });

  it('counts distinct views by others and likes in the window; after it ends a new boost may start', async () => {
    const me = await chatMember(db(), { name: 'Seen', credits: 60 });
    const [viewer, other, hidden, late] = await Promise.all([
      addMember(db(), { name: 'Viewer', gender: 'male' }),
      addMember(db(), { name: 'Other', gender: 'male' }),
      addMember(db(), { name: 'Hidden', gender: 'male', invisible: true }),
      addMember(db(), { name: 'Late', gender: 'male' }),
    ]);
    // Views are recorded after member.php answers: wait for them before reading the boost's results.
    const view = async (who: number) => {
      expect((await as(who)('GET', `/api/member.php?id=${me}`)).statusCode).toBe(200);
      await app().profileViews.settled();
    };
    expect((await boost(me)).statusCode).toBe(200);
    for (const who of [viewer, viewer, other, hidden, me]) await view(who);
    expect((await as(viewer)('POST', '/api/like.php', { profile_id: me })).statusCode).toBe(200);
    expect((await state(me)).last).toMatchObject({ views: 2, likes: 1 });

    clock = new Date(clock.getTime() + 31 * MINUTE);
    // Over: a view now counts for nothing (a viewer seen during it still counts once), the results stay, and a new
    // boost may start.
    await view(other);
    await view(late);
    expect(await state(me)).toMatchObject({ active_until: null, last: { views: 2, likes: 1 } });
    // Views are counted by time: the new boost starts a minute after those views, so they are not its own.
    clock = new Date(clock.getTime() + MINUTE);
    const again = await boost(me);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cost: 30, credits: 0 });
    expect((await state(me)).last).toMatchObject({ views: 0, likes: 0 });
  });

  it('puts boosted members of the viewer country first in search, within the filters, own region first, never blocked ones', async () => {
    const regions = await nlRegions(db());
    const viewer = await addMember(db(), { name: 'Searcher', gender: 'male' });
    await setRegion(db(), viewer, regions[0]!);
    // Four women in NL aged 60 (a filter no other test's members match); the boosted ones were least recently active.
    const [far, near, plain1, plain2] = await Promise.all(
      ['Far', 'Near', 'Plain1', 'Plain2'].map((name) => addMember(db(), { name, age: 60 })),
    );
    const outOfFilter = await addMember(db(), { name: 'Young', age: 25 });
    const lastActive = async (id: number, hours: number) =>
      db().query(`update members set last_active_at = now() - make_interval(hours => $2) where id = $1`, [id, hours]);
    await Promise.all([
      lastActive(plain1!, 1),
      lastActive(plain2!, 2),
      lastActive(far!, 24),
      lastActive(near!, 25),
      lastActive(outOfFilter, 0),
    ]);
    await setRegion(db(), far!, regions[1]!);
    await setRegion(db(), near!, regions[0]!);
    for (const id of [far!, near!, outOfFilter]) {
      await giveCredits(db(), id, 30);
      expect((await boost(id)).statusCode).toBe(200);
    }
    const query = 'gender=female&country=NL&min_age=60&max_age=60';
    expect(await search(viewer, `${query}&per_page=3`)).toEqual([near, far, plain1]);
    // The next pages continue without repeating or skipping anyone.
    expect(await search(viewer, `${query}&per_page=3&page=2`)).toEqual([plain2]);
    expect(await search(viewer, `${query}&per_page=1&page=2`)).toEqual([far]);
    expect(await search(viewer, `${query}&per_page=1&page=3`)).toEqual([plain1]);
    expect(await search(viewer, `${query}&per_page=1&page=4`)).toEqual([plain2]);

    // Another country's viewer keeps the usual order (most recently active first).
    const german = await addMember(db(), { name: 'Duitser', gender: 'male', country: 'DE' });
    expect(await search(german, query)).toEqual([plain1, plain2, far, near]);

    await as(viewer)('POST', '/api/block.php', { profile_id: near });
    expect(await search(viewer, query)).toEqual([far, plain1, plain2]);

    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect(await search(viewer, query)).toEqual([plain1, plain2, far]);
  });

  it('deals a boosted member first in the swipe stack of the same country', async () => {
    // Every earlier boost is over by then.
    clock = new Date(clock.getTime() + 120 * MINUTE);
    const seeker = await addMember(db(), { name: 'Swiper', gender: 'male' });
    const boosted = await chatMember(db(), { name: 'Boosted', credits: 30 });
    await db().query(`update members set last_active_at = now() - interval '2 days' where id = $1`, [boosted]);
    const first = async () => ((await as(seeker)('GET', '/api/swipe-game.php')).json() as SwipeGameResponse).profiles[0]?.id;
    expect(await first()).not.toBe(boosted);
    expect((await boost(boosted)).statusCode).toBe(200);
    expect(await first()).toBe(boosted);
  });
});

async function nlRegions(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`select id from regions where country = 'NL' order by id limit 2`);
  return rows.map((row) => row.id);
}

async function giveCredits(db: Db, memberId: number, credits: number): Promise<void> {
  await db.query(`insert into credit_ledger (member_id, delta, reason) values ($1, $2, 'test')`, [memberId, credits]);
  await db.query(`update members set credits = credits + $2 where id = $1`, [memberId, credits]);
}

async function setRegion(db: Db, memberId: number, regionId: number): Promise<void> {
  await db.query(`update members set region_id = $2 where id = $1`, [memberId, regionId]);
}
