import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SwipeGameResponse } from '../../contracts/likes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

describe('the swipe game: GET /api/swipe-game.php, POST /api/like.php?source=swipe, POST /api/swipe-pass.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const ids: Record<string, number> = {};
  const women = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'];

  beforeAll(async () => {
    ids.me = await addMember(db(), { name: 'Me', gender: 'male' });
    ids.other = await addMember(db(), { name: 'OtherSwiper', gender: 'male' });
    for (const name of women) ids[name] = await addMember(db(), { name });
    ids.NoPhoto = await addMember(db(), { name: 'NoPhoto', photo: false });
    ids.Man = await addMember(db(), { name: 'Man', gender: 'male' });
    ids.German = await addMember(db(), { name: 'German', country: 'DE' });
    ids.Hidden = await addMember(db(), { name: 'Hidden', invisible: true });
    ids.Blocked = await addMember(db(), { name: 'Blocked' });
    await db().query(`insert into blocks (blocker_id, blocked_id) values ($1, $2)`, [ids.Blocked, ids.me]);
    // A swipe of yesterday (Amsterdam time) does not count today.
    await db().query(
      `insert into like_events (member_id, profile_id, kind, created_at)
       values ($1, $2, 'swipe', (date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') - interval '1 minute')`,
      [ids.me, ids.Man],
    );
  });

  const me = () => callAs(app(), ids.me!);
  const game = async (memberId = ids.me!): Promise<SwipeGameResponse> => {
    const response = await callAs(app(), memberId)('GET', '/api/swipe-game.php');
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(SwipeGameResponse, response.json())).toBe(true);
    return response.json();
  };
  const swipe = (profileId: number) => me()('POST', '/api/like.php?source=swipe', { profile_id: profileId });

  it('offers visible members of the gender and country I look for, with photos first, and 4 likes for today', async () => {
    const start = await game();
    const names = start.profiles.map((profile) => profile.name);
    expect(names.slice(0, 7).sort()).toEqual(women);
    expect(names.at(-1)).toBe('NoPhoto');
    for (const hidden of ['Man', 'German', 'Hidden', 'Blocked', 'Me', 'OtherSwiper']) expect(names).not.toContain(hidden);
    expect(start).toMatchObject({ swipes_left: 4, limit: 4 });
  });

  it('resets at the next midnight in Europe/Amsterdam', async () => {
    const { resets_at: resetsAt } = await game();
    const reset = new Date(resetsAt);
    const untilReset = reset.getTime() - Date.now();
    expect(untilReset).toBeGreaterThan(0);
    expect(untilReset).toBeLessThanOrEqual(25 * 3_600_000);
    const amsterdam = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(amsterdam.format(reset)).toBe('00:00');
  });

  it('counts down with each swipe like and answers 429 swipe_limit after the fourth', async () => {
    expect((await swipe(ids.W1!)).json()).toEqual({ liked: true, match: false, swipes_left: 3 });
    // Liking the same member again uses no swipe.
    expect((await swipe(ids.W1!)).json()).toEqual({ liked: true, match: false, swipes_left: 3 });
    expect((await swipe(ids.W2!)).json()).toMatchObject({ swipes_left: 2 });
    // Unliking gives no swipe back.
    await me()('DELETE', '/api/like.php', { profile_id: ids.W2 });
    expect((await game()).swipes_left).toBe(2);
    expect((await swipe(ids.W3!)).json()).toMatchObject({ swipes_left: 1 });
    expect((await swipe(ids.W4!)).json()).toMatchObject({ swipes_left: 0 });

    const refused = await swipe(ids.W5!);
    expect(refused.statusCode).toBe(429);
    const { resets_at: resetsAt } = await game();
    expect(refused.json()).toEqual({
      error: 'swipe_limit',
      message: 'Je hebt vandaag al 4 likes gegeven in de swipe game. Morgen kun je weer swipen.',
      params: { limit: 4, resets_at: resetsAt },
    });
    expect((await db().query(`select 1 from likes where liker_id = $1 and liked_id = $2`, [ids.me, ids.W5])).rows).toHaveLength(0);
    expect((await game()).swipes_left).toBe(0);
  });

  it('keeps likes outside the game unlimited, and every member has a quota of their own', async () => {
    expect((await me()('POST', '/api/like.php', { profile_id: ids.W5 })).json()).toEqual({ liked: true, match: false });
    expect((await game(ids.other!)).swipes_left).toBe(4);
  });

  it('reports a match from the game', async () => {
    await callAs(app(), ids.W6!)('POST', '/api/like.php', { profile_id: ids.other });
    const response = await callAs(app(), ids.other!)('POST', '/api/like.php?source=swipe', { profile_id: ids.W6 });
    expect(response.json()).toEqual({ liked: true, match: true, swipes_left: 3 });
  });

  it('never offers members I liked or passed again; a pass costs no swipe', async () => {
    const response = await callAs(app(), ids.other!)('POST', '/api/swipe-pass.php', { profile_id: ids.W7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passed: true });
    expect((await callAs(app(), ids.other!)('POST', '/api/swipe-pass.php', { profile_id: ids.W7 })).json()).toEqual({ passed: true });
    const next = await game(ids.other!);
    expect(next.profiles.map((profile) => profile.name)).not.toEqual(expect.arrayContaining(['W6']));
    expect(next.profiles.map((profile) => profile.name)).not.toContain('W7');
    expect(next.swipes_left).toBe(3);
    const mine = (await game()).profiles.map((profile) => profile.name);
    // W2 was unliked, so it is offered again; members without a photo stay last.
    expect([...mine].sort()).toEqual(['NoPhoto', 'W2', 'W6', 'W7']);
    expect(mine.at(-1)).toBe('NoPhoto');
    for (const liked of ['W1', 'W3', 'W4', 'W5']) expect(mine).not.toContain(liked);
  });

  it('refuses a pass on yourself (422), on hidden members (404) and malformed bodies (400)', async () => {
    expect((await me()('POST', '/api/swipe-pass.php', { profile_id: ids.me })).statusCode).toBe(422);
    for (const id of [ids.Hidden, ids.Blocked, 999_999])
      expect((await me()('POST', '/api/swipe-pass.php', { profile_id: id })).statusCode).toBe(404);
    expect((await me()('POST', '/api/swipe-pass.php', { profile_id: null })).statusCode).toBe(400);
  });
});
