import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { balanceAndLedger, chatMember, recordEvents } from './test-chat.ts';

describe('POST /api/chat.php: the pre-send warning on insulting words', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });
  const send = (from: number, to: number, text: string, extra: Record<string, unknown> = {}) =>
    callAs(app(), from)('POST', '/api/chat.php', { profile: to, kind: 'text', text, client_id: randomUUID(), ...extra });
  const stored = async (senderId: number) =>
    (await db().query<{ id: number; body: string }>(`select id, body from messages where sender_id = $1 order by id`, [senderId])).rows;
  const flags = async (senderId: number) =>
    (
      await db().query<{ message_id: number; reason: string; details: unknown }>(
        `select f.message_id, f.reason, f.details from message_flags f join messages m on m.id = f.message_id
          where m.sender_id = $1 order by f.message_id`,
        [senderId],
      )
    ).rows;

  it('answers 422 message_flagged without storing, charging, starting a conversation or telling anyone', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const events = recordEvents(app(), [me, anna]);
    const response = await send(me, anna, 'Je bent een KLOOOOTZAK');
    events.stop();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'message_flagged' });
    expect(await stored(me)).toEqual([]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 50, ledger: 50 });
    expect((await db().query(`select 1 from conversations where started_by = $1`, [me])).rows).toEqual([]);
    expect((await db().query(`select 1 from conversation_starts where member_id = $1`, [me])).rows).toEqual([]);
    expect(events.events).toEqual([]);
  });

  it('stores, charges and flags the same text once the member confirms, with the same client_id as the refused try', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const clientId = randomUUID();
    expect((await send(me, anna, 'Wat een kut dag, klootzak', { client_id: clientId })).statusCode).toBe(422);
    const confirmed = await send(me, anna, 'Wat een kut dag, klootzak', { client_id: clientId, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ credits: 45, message: { text: 'Wat een kut dag, klootzak', client_id: clientId } });
    const [message] = await stored(me);
    expect(await flags(me)).toEqual([{ message_id: message!.id, reason: 'words', details: { words: ['klootzak', 'kut'], locale: 'nl' } }]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 45, ledger: 45 });

    // A retry of the confirmed send (with or without confirm) answers the stored message: charged and flagged once.
    for (const retry of [{ client_id: clientId, confirm: true }, { client_id: clientId }]) {
      const again = await send(me, anna, 'Wat een kut dag, klootzak', retry);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ credits: 45, message: { id: message!.id } });
    }
    expect(await stored(me)).toHaveLength(1);
    expect(await flags(me)).toHaveLength(1);
  });

  it('sees through case, repeated letters and leetspeak, in English and in the member’s own language', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    for (const text of ['KL00TZ4K', 'sl3tje', 'fuuuuck you', 'what a B1TCH']) {
      const response = await send(me, anna, text);
      expect(response.statusCode, text).toBe(422);
    }
    await db().query(`update members set language = 'de' where id = $1`, [me]);
    expect((await send(me, anna, 'Du ARSCHLOOOCH')).statusCode).toBe(422);
    // The Dutch list belongs to Dutch members: a German member's "kut" is not checked against it.
    expect((await send(me, anna, 'kut')).statusCode).toBe(200);
  });

  it('lets ordinary texts through, also ones that hide a listed word inside an innocent one', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    for (const text of [
      'Hoi Anna, hoe gaat het?',
      'Ik ben in Scunthorpe geweest',
      'Wat een lulliglul... nee: lollige dag',
      'Slettenhaven',
      'Hoera!',
    ]) {
      const response = await send(me, anna, text);
      expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
    }
    expect(await flags(me)).toEqual([]);
  });

  it('checks before the credits: a member who cannot pay still gets the warning first, and pays nothing after it', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 3 });
    const anna = await chatMember(db(), { name: 'Anna' });
    expect((await send(me, anna, 'klootzak')).json()).toMatchObject({ error: 'message_flagged' });
    const confirmed = await send(me, anna, 'klootzak', { confirm: true });
    expect(confirmed.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(await stored(me)).toEqual([]);
    expect(await flags(me)).toEqual([]);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 3, ledger: 3 });
  });

  it('refuses a confirm that is not a boolean (400) and lets confirm: false behave as no confirm', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    expect((await send(me, anna, 'klootzak', { confirm: 'yes' })).statusCode).toBe(400);
    expect((await send(me, anna, 'klootzak', { confirm: false })).statusCode).toBe(422);
    expect(await stored(me)).toEqual([]);
  });
});
