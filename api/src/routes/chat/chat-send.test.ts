import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SendMessageResponse } from '../../contracts/chat.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { balanceAndLedger, chatMember, recordEvents, sendText } from './test-chat.ts';

describe('POST /api/chat.php (sending, paid with credits)', () => {
  // Members here send far more than a person would (concurrency, paging); the send limit is tested in chat-images.test.ts.
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });
  const messageCount = async (senderId: number) =>
    (await db().query<{ count: number }>(`select count(*) as count from messages where sender_id = $1`, [senderId])).rows[0]!.count;

  it('stores a text, debits message_credits through the ledger and answers the message and balance', async () => {
    const me = await chatMember(db(), { name: 'Ik', gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const clientId = randomUUID();
    const response = await sendText(app(), me, anna, 'Hoi <b>Anna</b>', clientId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(SendMessageResponse, body)).toBe(true);
    expect(body.credits).toBe(45);
    expect(body.message).toMatchObject({
      sender: me,
      mine: true,
      kind: 'text',
      text: 'Hoi <b>Anna</b>',
      client_id: clientId,
      read_at: null,
    });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 45, ledger: 45 });
    const ledger = await db().query(`select delta, reason, message_id from credit_ledger where member_id = $1 and delta < 0`, [me]);
    expect(ledger.rows).toEqual([{ delta: -5, reason: 'message:text', message_id: body.message.id }]);
  });

  it('answers 402 insufficient_credits with the missing amount and stores nothing', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 3 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const response = await sendText(app(), me, anna);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'insufficient_credits', message: 'Je hebt onvoldoende credits', params: { needed: 2 } });
    expect(await messageCount(me)).toBe(0);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 3, ledger: 3 });
    // Nothing was started either: no empty conversation, no start counted.
    const conversations = await db().query(`select 1 from conversations where started_by = $1`, [me]);
    expect(conversations.rows).toEqual([]);
  });

  it('refuses a text longer than the site message_length with 400 message_too_long and params.max', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const response = await sendText(app(), me, anna, 'x'.repeat(1001));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'message_too_long', params: { max: 1000 } });
    expect((await sendText(app(), me, anna, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  it('prices images and gifts from the settings and the catalogue (a gift without a price costs gift_credits)', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const gifts = (await db().query<{ id: number; slug: string }>(`select id, slug from gifts`)).rows;
    const rose = gifts.find((gift) => gift.slug === 'rose')!.id;
    const champagne = gifts.find((gift) => gift.slug === 'champagne')!.id;
    const send = (gift: number) =>
      callAs(app(), me)('POST', '/api/chat.php', { profile: anna, kind: 'gift', gift, client_id: randomUUID() });
    const first = await send(rose);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().credits).toBe(80);
    expect(first.json().message.gift).toMatchObject({ id: rose, name: 'Roos', credits: 20, image: '/media/gifts/rose.png' });
    expect((await send(champagne)).json().credits).toBe(30);
    expect((await send(999_999)).json()).toMatchObject({ error: 'gift_not_found' });
  });

  it('200 simultaneous sends on a balance of 50 at 5 credits: exactly 10 stored, balance 0, ledger equals balance', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const responses = await Promise.all(Array.from({ length: 200 }, (_, index) => sendText(app(), me, anna, `Bericht ${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(190);
    expect(await messageCount(me)).toBe(10);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 0, ledger: 0 });
    // Every accepted send saw a different balance on its way down: 45, 40, ..., 0.
    const balances = responses.filter((response) => response.statusCode === 200).map((response) => response.json().credits as number);
    expect(balances.sort((a, b) => b - a)).toEqual([45, 40, 35, 30, 25, 20, 15, 10, 5, 0]);
  });

  it('the same client_id sent 20 times at once: one message, one debit, identical answers', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const clientId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => sendText(app(), me, anna, 'Eén keer', clientId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = responses.map((response) => response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].credits).toBe(45);
    expect(await messageCount(me)).toBe(1);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 45, ledger: 45 });
    // A later retry answers the same stored message, still charged once.
    const retry = await sendText(app(), me, anna, 'Eén keer', clientId);
    expect(retry.json()).toEqual(bodies[0]);
  });

  it('two members writing each other at once meet in one conversation (no deadlock, every send paid once)', async () => {
    const bram = await chatMember(db(), { name: 'Bram', gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna', credits: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 ? sendText(app(), bram, anna, `B${index}`) : sendText(app(), anna, bram, `A${index}`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json().message.conversation)).size).toBe(1);
    for (const member of [bram, anna]) expect(await balanceAndLedger(db(), member)).toEqual({ credits: 50, ledger: 50 });
    // Only one of them started it.
    const starts = await db().query(`select member_id from conversation_starts where member_id = any($1::int[])`, [[bram, anna]]);
    expect(starts.rows).toHaveLength(1);
  });

  it('sends racing a delete of their conversation answer 200 or 404, never 5xx, and nothing is charged for a 404', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 200 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const conversation = (await sendText(app(), me, anna)).json().message.conversation as number;
    const [deleted, ...sends] = await Promise.all([
      callAs(app(), anna)('DELETE', '/api/chat.php', { conversation }),
      ...Array.from({ length: 10 }, () => sendText(app(), me, { conversation })),
    ]);
    expect(deleted!.json()).toEqual({ deleted: 1 });
    const statuses = sends.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    const { credits, ledger } = await balanceAndLedger(db(), me);
    expect(credits).toBe(ledger);
    expect(credits).toBe(200 - 5 - 5 * statuses.filter((status) => status === 200).length);
  });

  it('a free member starts at most 2 conversations; replies and continuing are no starts; premium has no limit', async () => {
    const free = await chatMember(db(), { gender: 'male', credits: 500 });
    const premium = await chatMember(db(), { gender: 'male', credits: 500, paid: true });
    const [a, b, c, writer] = await Promise.all(['A', 'B', 'C', 'W'].map((name) => chatMember(db(), { name, credits: 50 })));
    // Someone else starts a conversation with the free member: replying to it is no start.
    const opened = await sendText(app(), writer!, free);
    expect(opened.statusCode).toBe(200);
    expect((await sendText(app(), free, { conversation: opened.json().message.conversation })).statusCode).toBe(200);
    expect((await sendText(app(), free, a!)).statusCode).toBe(200);
    expect((await sendText(app(), free, b!)).statusCode).toBe(200);
    expect((await sendText(app(), free, a!, 'nog een')).statusCode).toBe(200);
    const third = await sendText(app(), free, c!);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: 'conversation_limit', params: { max: 2 } });
    // Deleting a started chat does not hand out a new start.
    const chats = (await callAs(app(), free)('GET', '/api/chats.php')).json().chats as { conversation: number; profile: { id: number } }[];
    await callAs(app(), free)('DELETE', '/api/chat.php', { profile: b });
    expect((await sendText(app(), free, c!)).json().error).toBe('conversation_limit');
    expect(chats).toHaveLength(3);
    for (const other of [a, b, c]) expect((await sendText(app(), premium, other!)).statusCode).toBe(200);
  });

  it('a member whose e-mail is not confirmed can be written to but cannot reply until they confirm', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const unconfirmed = await chatMember(db(), { name: 'Nieuw', status: 'not_confirmed', credits: 50 });
    const first = await sendText(app(), me, unconfirmed);
    expect(first.statusCode).toBe(200);
    const conversation = first.json().message.conversation as number;
    const reply = await sendText(app(), unconfirmed, { conversation });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ error: 'email_not_confirmed' });
    const page = (await callAs(app(), unconfirmed)('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(page.can_reply).toBe(false);
    expect((await callAs(app(), unconfirmed)('GET', '/api/chats.php')).json().chats[0].can_reply).toBe(false);
    expect((await callAs(app(), me)('GET', `/api/chat.php?conversation=${conversation}`)).json().can_reply).toBe(true);
    await db().query(`update members set status = 'active' where id = $1`, [unconfirmed]);
    expect((await sendText(app(), unconfirmed, { conversation })).statusCode).toBe(200);
  });

  it('blocked members cannot write each other (403 member_blocked), either way', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna', credits: 50 });
    await callAs(app(), anna)('POST', '/api/block.php', { profile_id: me });
    for (const [from, to] of [
      [me, anna],
      [anna, me],
    ] as const) {
      const response = await sendText(app(), from, to);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'member_blocked' });
    }
    expect(await messageCount(me)).toBe(0);
  });

  it('refuses writing to yourself, to unknown or deleted members, and bodies naming no target or both', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const gone = await chatMember(db(), { name: 'Weg', deleted: true, status: 'deleted' });
    expect((await sendText(app(), me, me)).json().error).toBe('cannot_message_self');
    for (const id of [gone, 999_999]) expect((await sendText(app(), me, id)).json().error).toBe('profile_not_found');
    const none = await callAs(app(), me)('POST', '/api/chat.php', { kind: 'text', text: 'x', client_id: randomUUID() });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('chat_target_required');
    const empty = await callAs(app(), me)('POST', '/api/chat.php', { profile: gone, kind: 'text', text: '   ', client_id: randomUUID() });
    expect(empty.json().error).toBe('message_empty');
  });

  it('publishes the message to both members and new counts to each', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const recorder = recordEvents(app(), [me, anna]);
    const response = await sendText(app(), me, anna, 'Live!');
    // The counts follow the answer; the message events went out before it.
    await Promise.all([recorder.next(anna, 'counts'), recorder.next(me, 'counts')]);
    recorder.stop();
    const id = response.json().message.id;
    expect(recorder.of(me, 'message')).toEqual([{ type: 'message', message: expect.objectContaining({ id, mine: true }) }]);
    expect(recorder.of(anna, 'message')).toEqual([
      { type: 'message', message: expect.objectContaining({ id, mine: false, text: 'Live!', client_id: null }) },
    ]);
    const version = expect.any(Number);
    expect(recorder.of(anna, 'counts')).toEqual([{ type: 'counts', unread_messages: 1, new_likes: 0, credits: 0, version }]);
    expect(recorder.of(me, 'counts')).toEqual([{ type: 'counts', unread_messages: 0, new_likes: 0, credits: 45, version }]);
  });

  it('asks a visitor to log in', async () => {
    const response = await callAs(app(), null)('POST', '/api/chat.php', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om te chatten.' });
  });
});
