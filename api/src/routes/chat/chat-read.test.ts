import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ChatResponse, ChatsResponse } from '../../contracts/chat.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { chatMember, recordEvents, sendText, sendTextCounted } from './test-chat.ts';

describe('GET chats.php and chat.php, DELETE chat.php, blocks', () => {
  // Members here send far more than a person would (concurrency, paging); the send limit is tested in chat-images.test.ts.
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });
  const as = (memberId: number) => callAs(app(), memberId);

  /** Two members with a conversation of `count` texts from `me`; answers their ids and the conversation. */
  const pair = async (count = 1) => {
    const me = await chatMember(db(), { name: 'Ik', gender: 'male', credits: 5 * count + 100 });
    const anna = await chatMember(db(), { name: 'Anna', credits: 100 });
    let conversation = 0;
    for (let index = 0; index < count; index++)
      conversation = (await sendTextCounted(app(), me, anna, `Bericht ${index + 1}`)).json().message.conversation;
    return { me, anna, conversation };
  };

  it('lists my chats newest activity first with unread counts, last message and the unread total', async () => {
    const { me, anna, conversation } = await pair(2);
    const bea = await chatMember(db(), { name: 'Bea', credits: 50 });
    await sendText(app(), bea, me, 'Hallo van Bea');
    const mine = (await as(me)('GET', '/api/chats.php')).json();
    expect(Value.Check(ChatsResponse, mine)).toBe(true);
    expect(mine.chats.map((chat: { profile: { name: string } }) => chat.profile.name)).toEqual(['Bea', 'Anna']);
    expect(mine.chats[0]).toMatchObject({
      num_unread_messages: 1,
      can_reply: true,
      last_message: { kind: 'text', preview: 'Hallo van Bea', mine: false },
    });
    expect(mine.chats[1]).toMatchObject({ conversation, num_unread_messages: 0, last_message: { preview: 'Bericht 2', mine: true } });
    expect(mine.total_unread_messages).toBe(1);
    const hers = (await as(anna)('GET', '/api/chats.php')).json();
    expect(hers).toMatchObject({
      total_unread_messages: 2,
      chats: [{ conversation, num_unread_messages: 2, profile: { id: me, name: 'Ik' } }],
    });
  });

  it('opening a conversation marks the other side read, sets my unread to zero and tells both sides', async () => {
    const { me, anna, conversation } = await pair(3);
    const recorder = recordEvents(app(), [me, anna]);
    const opened = await as(anna)('GET', `/api/chat.php?conversation=${conversation}`);
    recorder.stop();
    expect(opened.statusCode, opened.body).toBe(200);
    const page = opened.json();
    expect(Value.Check(ChatResponse, page)).toBe(true);
    expect(page.messages.map((message: { text: string }) => message.text)).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 3']);
    expect(page).toMatchObject({ conversation, has_older: false, can_reply: true, profile: { id: me } });
    expect((await as(anna)('GET', '/api/chats.php')).json().total_unread_messages).toBe(0);
    const lastId = page.messages[2].id;
    expect(recorder.of(me, 'read')).toEqual([{ type: 'read', conversation, up_to: lastId, read_at: expect.any(String) }]);
    expect(recorder.of(anna, 'counts')).toEqual([expect.objectContaining({ unread_messages: 0 })]);
    // The sender now sees read_at on own messages; the reader never sees read_at on messages of the other.
    const senderView = (await as(me)('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(senderView.messages.every((message: { read_at: string | null }) => message.read_at !== null)).toBe(true);
    expect(page.messages.every((message: { read_at: string | null }) => message.read_at === null)).toBe(true);
  });

  it('pages older messages with before= (oldest first) without marking anything read', async () => {
    const { me, anna, conversation } = await pair(35);
    const first = (await as(me)('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.has_older).toBe(true);
    expect(first.messages[0].text).toBe('Bericht 6');
    const older = (await as(anna)('GET', `/api/chat.php?conversation=${conversation}&before=${first.messages[0].id}`)).json();
    expect(older.messages.map((message: { text: string }) => message.text)).toEqual([
      'Bericht 1',
      'Bericht 2',
      'Bericht 3',
      'Bericht 4',
      'Bericht 5',
    ]);
    expect(older.has_older).toBe(false);
    expect((await as(anna)('GET', '/api/chats.php')).json().total_unread_messages).toBe(35);
  });

  it('every conversation route answers a non-participant 404 conversation_not_found and changes nothing', async () => {
    const { me, anna, conversation } = await pair(2);
    const stranger = await chatMember(db(), { name: 'Vreemd', credits: 100 });
    const attempts = [
      await as(stranger)('GET', `/api/chat.php?conversation=${conversation}`),
      await as(stranger)('GET', `/api/chat.php?conversation=${conversation}&before=999999`),
      await as(stranger)('POST', '/api/chat.php', { conversation, kind: 'text', text: 'Ik ook', client_id: randomUUID() }),
      await as(stranger)('DELETE', '/api/chat.php', { conversation }),
      // A conversation that does not exist answers exactly the same.
      await as(stranger)('GET', '/api/chat.php?conversation=999999'),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'conversation_not_found', message: 'Dit gesprek bestaat niet (meer).' });
    }
    const state = await db().query<{ unread: number; total: number; credits: number }>(
      `select count(*) filter (where read_at is null)::int as unread, count(*)::int as total,
              (select credits from members where id = $2) as credits
         from messages where conversation_id = $1`,
      [conversation, stranger],
    );
    expect(state.rows[0]).toEqual({ unread: 2, total: 2, credits: 100 });
    expect((await as(anna)('GET', '/api/chats.php')).json().chats).toHaveLength(1);
    expect((await as(me)('GET', '/api/chats.php')).json().chats).toHaveLength(1);
  });

  it('chats of deleted, disabled or leaving members disappear from lists and cannot be opened', async () => {
    for (const status of ['deleted', 'disabled', 'deletion_requested'] as const) {
      const { me, anna, conversation } = await pair(1);
      await db().query(`update members set status = $2, deleted_at = case when $2 = 'deleted' then now() end where id = $1`, [
        anna,
        status,
      ]);
      const list = (await as(me)('GET', '/api/chats.php')).json();
      expect(list, status).toEqual({ chats: [], total_unread_messages: 0 });
      expect((await as(me)('GET', `/api/chat.php?conversation=${conversation}`)).statusCode).toBe(404);
      expect((await sendText(app(), me, { conversation })).statusCode).toBe(404);
    }
  });

  it('DELETE by conversation removes it for both members and tells both', async () => {
    const { me, anna, conversation } = await pair(2);
    const recorder = recordEvents(app(), [me, anna]);
    const response = await as(anna)('DELETE', '/api/chat.php', { conversation });
    recorder.stop();
    expect(response.json()).toEqual({ deleted: 1 });
    for (const member of [me, anna]) {
      expect((await as(member)('GET', '/api/chats.php')).json().chats).toEqual([]);
      expect(recorder.of(member, 'chat_removed')).toEqual([{ type: 'chat_removed', conversation }]);
    }
    expect((await db().query(`select 1 from messages where conversation_id = $1`, [conversation])).rows).toEqual([]);
    // The debits stay in the ledger: the balance is still its sum.
    const ledger = await db().query<{ ok: boolean }>(
      `select credits = (select sum(delta) from credit_ledger where member_id = $1) as ok from members where id = $1`,
      [me],
    );
    expect(ledger.rows[0]?.ok).toBe(true);
  });

  it('DELETE by profile removes the chat with that profile; neither or both targets is a 400', async () => {
    const { me, anna } = await pair(1);
    expect((await as(me)('DELETE', '/api/chat.php', { profile: anna })).json()).toEqual({ deleted: 1 });
    expect((await as(me)('DELETE', '/api/chat.php', { profile: anna })).json()).toEqual({ deleted: 0 });
    expect((await as(me)('DELETE', '/api/chat.php', {})).json().error).toBe('chat_target_required');
    expect((await as(me)('DELETE', '/api/chat.php', { profile: anna, conversation: 1 })).statusCode).toBe(400);
  });

  it('a block removes the two members chats on both sides and announces it after the block commits', async () => {
    const { me, anna, conversation } = await pair(2);
    const other = await pair(1);
    const recorder = recordEvents(app(), [me, anna]);
    const blocked = await as(me)('POST', '/api/block.php', { profile_id: anna });
    recorder.stop();
    expect(blocked.json()).toEqual({ blocked: true });
    expect((await as(me)('GET', '/api/chats.php')).json().chats).toEqual([]);
    expect((await as(anna)('GET', '/api/chats.php')).json().chats).toEqual([]);
    expect((await as(anna)('GET', `/api/chat.php?conversation=${conversation}`)).statusCode).toBe(404);
    for (const member of [me, anna]) expect(recorder.of(member, 'chat_removed')).toEqual([{ type: 'chat_removed', conversation }]);
    expect(recorder.of(anna, 'counts')).toEqual([expect.objectContaining({ unread_messages: 0 })]);
    // Other members' chats stay.
    expect((await as(other.anna)('GET', '/api/chats.php')).json().chats).toHaveLength(1);
  });
});
