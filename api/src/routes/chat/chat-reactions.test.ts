import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ChatResponse, ChatsResponse } from '../../contracts/chat.ts';
import { ReactionResponse } from '../../contracts/chat-reactions.ts';
import { CHAT_REACTION_LIMIT } from '../../lib/rate-limit/limits.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { balanceAndLedger, chatMember, recordEvents, sendText, sendTextCounted } from './test-chat.ts';

describe('POST chat-reaction.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });
  const as = (memberId: number) => callAs(app(), memberId);
  const react = (memberId: number, message: number, emoji: string) => as(memberId)('POST', '/api/chat-reaction.php', { message, emoji });

  /** Me and Anna with one text of mine to her; answers the ids. */
  const pair = async () => {
    const me = await chatMember(db(), { name: 'Ik', gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna', credits: 100 });
    const sent = (await sendTextCounted(app(), me, anna, 'Zin in koffie?')).json().message;
    return { me, anna, message: sent.id as number, conversation: sent.conversation as number };
  };

  it('sets a reaction, tells both members live, shows it in the thread and costs nothing', async () => {
    const { me, anna, message, conversation } = await pair();
    const before = await balanceAndLedger(db(), anna);
    const recorder = recordEvents(app(), [me, anna]);
    const response = await react(anna, message, '❤️');
    recorder.stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(ReactionResponse, response.json())).toBe(true);
    expect(response.json()).toEqual({ conversation, message, reactions: [{ emoji: '❤️', mine: true }] });
    expect(recorder.of(me, 'reaction')).toEqual([{ type: 'reaction', conversation, message, reactions: [{ emoji: '❤️', mine: false }] }]);
    expect(recorder.of(anna, 'reaction')).toEqual([{ type: 'reaction', conversation, message, reactions: [{ emoji: '❤️', mine: true }] }]);
    expect(await balanceAndLedger(db(), anna)).toEqual(before);

    const page = (await as(me)('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(Value.Check(ChatResponse, page)).toBe(true);
    expect(page.messages[0].reactions).toEqual([{ emoji: '❤️', mine: false }]);
  });

  it('another emoji replaces mine, the same emoji again removes it; both members keep their own', async () => {
    const { me, anna, message, conversation } = await pair();
    await react(anna, message, '❤️');
    expect((await react(anna, message, '😂')).json().reactions).toEqual([{ emoji: '😂', mine: true }]);
    expect((await react(me, message, '👍')).json().reactions).toEqual([
      { emoji: '😂', mine: false },
      { emoji: '👍', mine: true },
    ]);
    expect((await react(anna, message, '😂')).json().reactions).toEqual([{ emoji: '👍', mine: false }]);
    const page = (await as(anna)('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(page.messages[0].reactions).toEqual([{ emoji: '👍', mine: false }]);
  });

  it('shows the newest reaction in the chat list until a newer message comes', async () => {
    const { me, anna, message, conversation } = await pair();
    await react(anna, message, '😮');
    const mine = (await as(me)('GET', '/api/chats.php')).json();
    expect(Value.Check(ChatsResponse, mine)).toBe(true);
    expect(mine.chats[0]).toMatchObject({
      conversation,
      last_message: { kind: 'text', preview: 'Zin in koffie?', mine: true },
      last_reaction: { emoji: '😮', mine: false, kind: 'text', preview: 'Zin in koffie?', reacted_at: expect.any(String) },
    });
    expect((await as(anna)('GET', '/api/chats.php')).json().chats[0].last_reaction).toMatchObject({ emoji: '😮', mine: true });
    await sendText(app(), anna, { conversation }, 'Ja leuk!');
    const after = (await as(me)('GET', '/api/chats.php')).json().chats[0];
    expect(after.last_message.preview).toBe('Ja leuk!');
    expect(after.last_reaction).toBeUndefined();
  });

  it('refuses members outside the conversation (404, nothing stored, nobody told)', async () => {
    const { me, anna, message } = await pair();
    const stranger = await chatMember(db(), { name: 'Vreemde' });
    const recorder = recordEvents(app(), [me, anna]);
    const response = await react(stranger, message, '❤️');
    recorder.stop();
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
    expect(recorder.events).toEqual([]);
    expect((await react(anna, 99_999_999, '❤️')).statusCode).toBe(404);
    const { rows } = await db().query(`select 1 from message_reactions where message_id = $1`, [message]);
    expect(rows).toEqual([]);
  });

  it('refuses unknown emoji, missing fields and visitors', async () => {
    const { anna, message } = await pair();
    for (const emoji of ['🍆', 'heart', '', '❤️❤️', '❤']) {
      const response = await react(anna, message, emoji);
      expect(response.statusCode, emoji).toBe(400);
    }
    expect((await as(anna)('POST', '/api/chat-reaction.php', { message })).statusCode).toBe(400);
    expect((await as(anna)('POST', '/api/chat-reaction.php', { emoji: '❤️', message: 'x' })).statusCode).toBe(400);
    const visitor = await callAs(app(), null)('POST', '/api/chat-reaction.php', { message, emoji: '❤️' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
  });

  it('refuses a reaction across a block, and from a member who has not confirmed their e-mail', async () => {
    const { me, anna, message } = await pair();
    await db().query(`insert into blocks (blocker_id, blocked_id) values ($1, $2)`, [me, anna]);
    const blocked = await react(anna, message, '❤️');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('member_blocked');

    const other = await pair();
    await db().query(`update members set status = 'not_confirmed' where id = $1`, [other.anna]);
    const unconfirmed = await react(other.anna, other.message, '❤️');
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error).toBe('email_not_confirmed');
  });

  it('toggles one at a time: an even number of simultaneous same-emoji taps leaves no reaction', async () => {
    const { anna, message } = await pair();
    const responses = await Promise.all(Array.from({ length: 6 }, () => react(anna, message, '❤️')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    // Each toggle saw the one before it: three set it, three removed it.
    const shown = responses.map((response) => response.json().reactions.length);
    expect(shown.filter((count: number) => count === 1)).toHaveLength(3);
    const { rows } = await db().query(`select 1 from message_reactions where message_id = $1`, [message]);
    expect(rows).toEqual([]);
  });

  it('goes with its message when the conversation is deleted', async () => {
    const { me, anna, message, conversation } = await pair();
    await react(anna, message, '❤️');
    expect((await as(me)('DELETE', '/api/chat.php', { conversation })).statusCode).toBe(200);
    const { rows } = await db().query(`select 1 from message_reactions where message_id = $1`, [message]);
    expect(rows).toEqual([]);
  });

  it('limits reactions per member', async () => {
    const { me, anna, message } = await pair();
    const statuses: number[] = [];
    for (let n = 0; n <= CHAT_REACTION_LIMIT.max; n += 1) statuses.push((await react(anna, message, '👍')).statusCode);
    expect(statuses.slice(0, CHAT_REACTION_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The other member is not held up.
    expect((await react(me, message, '👍')).statusCode).toBe(200);
  });
});
