import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { LikesResponse } from '../../contracts/likes.ts';
import { AutoLikeResponse, LikeResult, SwipeGameResponse } from '../../contracts/likes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { balanceAndLedger, chatMember } from '../chat/test-chat.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

// The seeded site: a super like costs 10 credits; premium members get 1 free a day.
describe('POST /api/like.php with super: true (super likes)', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const as = (memberId: number) => callAs(app(), memberId);
  const superLike = (me: number, profileId: number, clientId: string = randomUUID(), query = '') =>
    as(me)('POST', `/api/like.php${query}`, { profile_id: profileId, super: true, client_id: clientId });
  const superRows = async (me: number) =>
    (await db().query<{ credits: number }>(`select credits from super_likes where member_id = $1 order by id`, [me])).rows;
  const ledger = async (me: number) =>
    (
      await db().query<{ delta: number; reason: string; profile_id: number }>(
        `select delta, reason, profile_id from credit_ledger where member_id = $1 and delta < 0 order by id`,
        [me],
      )
    ).rows;

  it('costs a free member the site price through the ledger, naming the profile, and the receiver sees it highlighted', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 25 });
    const anna = await addMember(db(), { name: 'Anna' });
    const response = await superLike(me, anna);
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(LikeResult, response.json())).toBe(true);
    expect(response.json()).toEqual({ liked: true, match: false, super: true, credits: 15, cost: 10, free_super_likes_left: 0 });
    expect(await ledger(me)).toEqual([{ delta: -10, reason: 'super_like', profile_id: anna }]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 15, ledger: 15 });

    const likes = (await as(anna)('GET', '/api/likes.php')).json() as LikesResponse;
    expect(likes.liked_by).toMatchObject([{ id: me, super: true, like_new: true }]);
    const modal = (await as(anna)('GET', '/api/auto-like.php')).json() as AutoLikeResponse;
    expect(Value.Check(AutoLikeResponse, modal)).toBe(true);
    expect(modal).toMatchObject({ profile: { id: me }, super: true });
    const statement = (await as(me)('GET', '/api/credit-statement.php')).json();
    expect(statement.entries[0]).toMatchObject({ kind: 'super_like', credits: -10, balance: 15, profile: { id: anna, name: 'Anna' } });
  });

  it('makes a plain like super (new again for the receiver), and a second super like of the same member is not paid', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 40 });
    const anna = await addMember(db(), { name: 'Anna' });
    await as(me)('POST', '/api/like.php', { profile_id: anna });
    await as(anna)('POST', '/api/likes-seen.php', { profile_id: me });
    expect((await superLike(me, anna)).json()).toMatchObject({ credits: 30, cost: 10 });
    expect((await superLike(me, anna)).json()).toMatchObject({ credits: 30, cost: 0 });
    const likes = (await as(anna)('GET', '/api/likes.php')).json() as LikesResponse;
    expect(likes.liked_by).toMatchObject([{ id: me, super: true, like_new: true }]);
    expect(await superRows(me)).toEqual([{ credits: 10 }]);
  });

  it('gives a premium member the free ones of the day first, then charges; unliking hands out no new free one', async () => {
    const me = await chatMember(db(), { name: 'Prem', gender: 'male', credits: 15, paid: true });
    const [anna, bea, cor] = await Promise.all(['Anna', 'Bea', 'Cor'].map((name) => addMember(db(), { name })));
    expect((await superLike(me, anna!)).json()).toMatchObject({ cost: 0, credits: 15, free_super_likes_left: 0 });
    await as(me)('DELETE', '/api/like.php', { profile_id: anna });
    expect((await superLike(me, bea!)).json()).toMatchObject({ cost: 10, credits: 5, free_super_likes_left: 0 });
    const broke = await superLike(me, cor!);
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ error: 'insufficient_credits', params: { needed: 5 } });
    expect(await superRows(me)).toEqual([{ credits: 0 }, { credits: 10 }]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 5, ledger: 5 });
  });

  it('answers a retry with the same client id from the first super like, paying once even when 20 arrive at once', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 100 });
    const anna = await addMember(db(), { name: 'Anna' });
    const clientId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => superLike(me, anna, clientId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().credits))).toEqual(new Set([90]));
    expect(await ledger(me)).toHaveLength(1);
    expect(await superRows(me)).toEqual([{ credits: 10 }]);
    // The same id for another profile is a client error, not a second super like.
    const bea = await addMember(db(), { name: 'Bea' });
    expect((await superLike(me, bea, clientId)).json()).toMatchObject({ error: 'client_id_reused' });
  });

  it('never takes the balance below zero nor gives more free ones than the day allows when super likes race', async () => {
    const me = await chatMember(db(), { name: 'Racer', gender: 'male', credits: 35, paid: true });
    const targets = await Promise.all(Array.from({ length: 12 }, (_, i) => addMember(db(), { name: `T${i}` })));
    const responses = await Promise.all(targets.map((id) => superLike(me, id)));
    const codes = responses.map((r) => r.statusCode).sort();
    // One free (premium), three paid (30 of 35 credits), the rest refused.
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 402)).toHaveLength(8);
    expect(await superRows(me)).toHaveLength(4);
    expect((await superRows(me)).filter((row) => row.credits === 0)).toHaveLength(1);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 5, ledger: 5 });
  });

  it('refuses a super like without client id, of oneself, of a hidden member, and for visitors', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 100 });
    const hidden = await addMember(db(), { name: 'Hidden', invisible: true });
    const anna = await addMember(db(), { name: 'Anna' });
    expect((await as(me)('POST', '/api/like.php', { profile_id: anna, super: true })).json()).toMatchObject({
      error: 'client_id_required',
    });
    expect((await as(me)('POST', '/api/like.php', { profile_id: anna, super: true, client_id: 'x' })).statusCode).toBe(400);
    expect((await superLike(me, me)).json()).toMatchObject({ error: 'cannot_like_self' });
    expect((await superLike(me, hidden)).statusCode).toBe(404);
    expect(
      (await callAs(app(), null)('POST', '/api/like.php', { profile_id: anna, super: true, client_id: randomUUID() })).statusCode,
    ).toBe(403);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 100, ledger: 100 });
  });

  it('highlights super likers among the swipe cards and states the price and the free ones left', async () => {
    const me = await chatMember(db(), { name: 'Swiper', gender: 'male', credits: 0, paid: true });
    const anna = await addMember(db(), { name: 'Anna' });
    await db().query(`insert into credit_ledger (member_id, delta, reason) values ($1, 20, 'test')`, [anna]);
    await db().query(`update members set credits = credits + 20 where id = $1`, [anna]);
    expect((await superLike(anna, me)).statusCode).toBe(200);
    const game = (await as(me)('GET', '/api/swipe-game.php')).json() as SwipeGameResponse;
    expect(Value.Check(SwipeGameResponse, game)).toBe(true);
    expect(game.profiles.map((p) => p.id)).toContain(anna);
    expect(game.super_liked_by).toEqual([anna]);
    expect(game).toMatchObject({ super_like_credits: 10, free_super_likes_left: 1 });
    expect((await superLike(me, anna, randomUUID(), '?source=swipe')).json()).toMatchObject({ match: true, cost: 0 });
    expect(((await as(me)('GET', '/api/swipe-game.php')).json() as SwipeGameResponse).free_super_likes_left).toBe(0);
  });
});
