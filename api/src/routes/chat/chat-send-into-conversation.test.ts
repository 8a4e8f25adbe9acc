import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { balanceAndLedger, chatMember, sendText } from './test-chat.ts';

/**
 * Sends into an existing conversation (`conversation`, the way the chat page sends after the first message) take
 * their own first statement: the sender, the conversation and the client_id lookup at once. The money rules hold
 * on it as on a start.
 */
describe('POST /api/chat.php into a conversation', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'chat-send': 1000 } });
  const messageCount = async (senderId: number) =>
    (await db().query<{ count: number }>(`select count(*) as count from messages where sender_id = $1`, [senderId])).rows[0]!.count;

  /** A member with `credits` after the (paid) first message to Anna, and the conversation it opened. */
  async function opened(credits: number) {
    const me = await chatMember(db(), { gender: 'male', credits: credits + 5 });
    const anna = await chatMember(db(), { name: 'Anna', credits: 100 });
    const first = await sendText(app(), me, anna, 'Hoi');
    expect(first.statusCode, first.body).toBe(200);
    return { me, anna, conversation: first.json().message.conversation as number };
  }

  it('100 simultaneous sends on a balance of 50 at 5 credits: exactly 10 stored, balance 0, ledger equals balance', async () => {
    const { me, conversation } = await opened(50);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => sendText(app(), me, { conversation }, `Bericht ${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(90);
    expect(responses.find((response) => response.statusCode === 402)!.json()).toMatchObject({
      error: 'insufficient_credits',
      params: { needed: 5 },
    });
    expect(await messageCount(me)).toBe(11);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 0, ledger: 0 });
    const balances = responses.filter((response) => response.statusCode === 200).map((response) => response.json().credits as number);
    expect(balances.sort((a, b) => b - a)).toEqual([45, 40, 35, 30, 25, 20, 15, 10, 5, 0]);
    // Each stored message has its one debit, naming it.
    const { rows } = await db().query<{ unpaid: number }>(
      `select count(*)::int as unpaid from messages x
        where x.sender_id = $1 and (select count(*) from credit_ledger l where l.message_id = x.id and l.delta = -5) <> 1`,
      [me],
    );
    expect(rows[0]!.unpaid).toBe(0);
  });

  it('the same client_id sent 20 times at once: one message, one debit, identical answers; a later retry too', async () => {
    const { me, conversation } = await opened(50);
    const clientId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => sendText(app(), me, { conversation }, 'Eén keer', clientId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = responses.map((response) => response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].credits).toBe(45);
    expect(await messageCount(me)).toBe(2);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 45, ledger: 45 });
    expect((await sendText(app(), me, { conversation }, 'Eén keer', clientId)).json()).toEqual(bodies[0]);
  });

  it('both members writing into their conversation at once: no deadlock, every send paid once', async () => {
    const { me, anna, conversation } = await opened(50);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => sendText(app(), index % 2 ? me : anna, { conversation }, `Bericht ${index}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 0, ledger: 0 });
    expect(await balanceAndLedger(db(), anna)).toEqual({ credits: 50, ledger: 50 });
  });

  it('refuses what a start refuses: a stranger, a block, an unconfirmed sender, too few credits; nothing charged', async () => {
    const { me, conversation } = await opened(3);
    const stranger = await chatMember(db(), { gender: 'male', credits: 50 });
    expect((await sendText(app(), stranger, { conversation })).json().error).toBe('conversation_not_found');
    expect((await sendText(app(), me, { conversation: 999_999 })).json().error).toBe('conversation_not_found');
    const poor = await sendText(app(), me, { conversation });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ error: 'insufficient_credits', params: { needed: 2 } });

    const rich = await opened(50);
    await db().query(`update members set status = 'not_confirmed' where id = $1`, [rich.me]);
    expect((await sendText(app(), rich.me, { conversation: rich.conversation })).json().error).toBe('email_not_confirmed');
    await db().query(`update members set status = 'active' where id = $1`, [rich.me]);
    await callAs(app(), rich.anna)('POST', '/api/block.php', { profile_id: rich.me });
    const afterBlock = await sendText(app(), rich.me, { conversation: rich.conversation });
    expect([403, 404]).toContain(afterBlock.statusCode);
    expect(await balanceAndLedger(db(), rich.me)).toEqual({ credits: 50, ledger: 50 });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 3, ledger: 3 });
    expect(await messageCount(stranger)).toBe(0);
  });

  it('a gift into a conversation is named in the partner’s language on their socket, without a second read of the gift', async () => {
    const { me, anna, conversation } = await opened(50);
    await db().query(`update members set language = 'de' where id = $1`, [anna]);
    const rose = (await db().query<{ id: number }>(`select id from gifts where slug = 'rose'`)).rows[0]!.id;
    const received: { gift: { name: string } | null }[] = [];
    const stop = app().realtime.subscribe(anna, (event) => event.type === 'message' && received.push(event.message));
    const response = await callAs(app(), me)('POST', '/api/chat.php', { conversation, kind: 'gift', gift: rose, client_id: randomUUID() });
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message.gift).toMatchObject({ id: rose, name: 'Roos' });
    expect(received.map((message) => message.gift?.name)).toEqual(['Rose']);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 30, ledger: 30 });
  });
});
