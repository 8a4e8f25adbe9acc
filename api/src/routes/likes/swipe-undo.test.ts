import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SwipeUndoResult, type SwipeGameResponse } from '../../contracts/likes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { balanceAndLedger, chatMember } from '../chat/test-chat.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

// The seeded site: undoing a swipe costs a free member 5 credits; premium members undo free.
describe('POST /api/swipe-undo.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const as = (memberId: number) => callAs(app(), memberId);
  const undo = (me: number, clientId: string = randomUUID()) => as(me)('POST', '/api/swipe-undo.php', { client_id: clientId });
  const swipeLike = (me: number, id: number) => as(me)('POST', '/api/like.php?source=swipe', { profile_id: id });
  const pass = (me: number, id: number) => as(me)('POST', '/api/swipe-pass.php', { profile_id: id });
  const game = async (me: number) => (await as(me)('GET', '/api/swipe-game.php')).json() as SwipeGameResponse;

  it('takes back the last pass for 5 credits through the ledger, and the card is dealt again', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 12 });
    const anna = await addMember(db(), { name: 'Anna' });
    expect((await game(me)).undo_credits).toBe(5);
    await pass(me, anna);
    expect((await game(me)).profiles.map((p) => p.id)).not.toContain(anna);
    const response = await undo(me);
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(SwipeUndoResult, response.json())).toBe(true);
    expect(response.json()).toMatchObject({ undone: 'pass', profile: { id: anna, name: 'Anna' }, cost: 5, credits: 7, swipes_left: 4 });
    expect((await game(me)).profiles.map((p) => p.id)).toContain(anna);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 7, ledger: 7 });
    const statement = (await as(me)('GET', '/api/credit-statement.php')).json();
    expect(statement.entries[0]).toMatchObject({ kind: 'swipe_undo', credits: -5, profile: { id: anna } });
  });

  it('takes back the last like free for a premium member, without giving the swipe back to the day', async () => {
    const me = await chatMember(db(), { name: 'Prem', gender: 'male', paid: true });
    const [anna, bea] = await Promise.all(['Anna', 'Bea'].map((name) => addMember(db(), { name })));
    await pass(me, anna!);
    expect((await swipeLike(me, bea!)).json()).toMatchObject({ swipes_left: 3 });
    expect((await undo(me)).json()).toMatchObject({ undone: 'like', profile: { id: bea }, cost: 0, credits: 0, swipes_left: 3 });
    expect((await db().query(`select 1 from likes where liker_id = $1 and liked_id = $2`, [me, bea])).rows).toEqual([]);
    // The next undo takes back the swipe before it; then there is nothing left to undo today.
    expect((await undo(me)).json()).toMatchObject({ undone: 'pass', profile: { id: anna } });
    const nothing = await undo(me);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toMatchObject({ error: 'nothing_to_undo' });
    expect((await swipeLike(me, bea!)).json()).toMatchObject({ swipes_left: 2 });
  });

  it('undoes and pays once for 20 retries at once with one client id; different ids never go below zero', async () => {
    const me = await chatMember(db(), { name: 'Racer', gender: 'male', credits: 11 });
    const ids = await Promise.all(['A', 'B', 'C', 'D'].map((name) => addMember(db(), { name })));
    for (const id of ids) await pass(me, id);
    const clientId = randomUUID();
    const retries = await Promise.all(Array.from({ length: 20 }, () => undo(me, clientId)));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(retries.map((r) => r.json().profile.id))).toEqual(new Set([ids[3]]));
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 6, ledger: 6 });
    const racing = await Promise.all(Array.from({ length: 3 }, () => undo(me)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 402, 402]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 1, ledger: 1 });
    const undone = await db().query(`select count(*)::int as n from swipe_undos where member_id = $1`, [me]);
    expect(undone.rows[0]).toEqual({ n: 2 });
  });

  it('never undoes a super like, a swipe of an earlier day, nor anything for a visitor or a bad client id', async () => {
    const me = await chatMember(db(), { name: 'Me', gender: 'male', credits: 50 });
    const [anna, bea] = await Promise.all(['Anna', 'Bea'].map((name) => addMember(db(), { name })));
    await as(me)('POST', '/api/like.php?source=swipe', { profile_id: anna, super: true, client_id: randomUUID() });
    await pass(me, bea!);
    await db().query(`update swipe_passes set created_at = now() - interval '2 days' where member_id = $1`, [me]);
    expect((await undo(me)).json()).toMatchObject({ error: 'nothing_to_undo' });
    expect((await as(me)('POST', '/api/swipe-undo.php', { client_id: 'nope' })).statusCode).toBe(400);
    expect((await callAs(app(), null)('POST', '/api/swipe-undo.php', { client_id: randomUUID() })).statusCode).toBe(403);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 40, ledger: 40 });
  });
});
