import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import type { StoredSiteSettings } from '../contracts/settings.ts';
import { randomUUID } from 'node:crypto';
import { chatMember } from '../routes/chat/test-chat.ts';
import { upsertSiteConfig } from '../repositories/site-config.ts';
import { useTestApp } from '../test/test-app.ts';
import { openSocket, sessionCookieFor, useLocalUrl } from './test-sockets.ts';

const { app, db } = useTestApp({ rateLimitMax: { 'chat-send': 1000 } });
const cookies = new Map<number, string>();

/** A text sent as a logged-in member (the socket resolves the same session cookie). */
async function sendText(sender: number, to: number | { conversation: number }, text: string) {
  if (!cookies.has(sender)) cookies.set(sender, await sessionCookieFor(db(), sender));
  const target = typeof to === 'number' ? { profile: to } : to;
  return app().inject({
    method: 'POST',
    url: '/api/chat.php',
    headers: { cookie: cookies.get(sender)!, 'x-request-type': 'client' },
    payload: { ...target, kind: 'text', text, client_id: randomUUID() },
  });
}
const baseUrl = useLocalUrl(app);

const messageIds = (events: RealtimeEvent[]) => events.flatMap((event) => (event.type === 'message' ? [event.message.id] : []));

async function conversationOf(sender: number, receiver: number): Promise<{ conversation: number; first: number }> {
  const response = await sendText(sender, receiver, 'eerste');
  expect(response.statusCode).toBe(200);
  const { message } = response.json<{ message: { id: number; conversation: number } }>();
  return { conversation: message.conversation, first: message.id };
}

describe('resuming the realtime socket', () => {
  it('a first connect (no after) sends no history, only synced with the newest message id', async () => {
    const sender = await chatMember(db(), { name: 'Zender', credits: 50 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    const { first } = await conversationOf(sender, receiver);
    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), receiver) });
    expect(await socket.next('synced')).toEqual({ type: 'synced', last_message: first });
    expect(messageIds(socket.events)).toEqual([]);
    await socket.close();
  });

  it('with after, sends every message stored since, oldest first, each once, as the member sees it, then synced', async () => {
    const sender = await chatMember(db(), { name: 'Zender', credits: 50 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    const { conversation, first } = await conversationOf(sender, receiver);
    const missed: number[] = [];
    for (const text of ['twee', 'drie', 'vier']) {
      const response = await sendText(sender, { conversation }, text);
      missed.push(response.json<{ message: { id: number } }>().message.id);
    }
    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), receiver), after: first });
    const synced = await socket.next('synced');
    expect(synced.last_message).toBe(missed.at(-1));
    expect(messageIds(socket.events)).toEqual(missed);
    const texts = socket.events.flatMap((event) => (event.type === 'message' ? [[event.message.text, event.message.mine]] : []));
    expect(texts).toEqual([
      ['twee', false],
      ['drie', false],
      ['vier', false],
    ]);
    // Sent after synced: live, once.
    const live = await sendText(sender, { conversation }, 'vijf');
    const liveId = live.json<{ message: { id: number } }>().message.id;
    await socket.next('message', (event) => event.message.id === liveId);
    expect(messageIds(socket.events)).toEqual([...missed, liveId]);
    await socket.close();
  });

  it('sends nothing of conversations the member takes no part in', async () => {
    const [a, b, outsider] = [
      await chatMember(db(), { name: 'A', credits: 50 }),
      await chatMember(db(), { name: 'B' }),
      await chatMember(db(), { name: 'Buiten' }),
    ];
    const { first } = await conversationOf(a, b);
    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), outsider), after: first - 1 });
    const synced = await socket.next('synced');
    expect(synced.last_message).toBe(first - 1);
    expect(messageIds(socket.events)).toEqual([]);
    await socket.close();
  });

  it('an after at or past the newest id sends no message; a bad after is refused before the upgrade', async () => {
    const sender = await chatMember(db(), { name: 'Zender', credits: 50 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    const { first } = await conversationOf(sender, receiver);
    const cookie = await sessionCookieFor(db(), receiver);
    const socket = await openSocket(baseUrl(), { cookie, after: first + 1_000 });
    expect(await socket.next('synced')).toEqual({ type: 'synced', last_message: first + 1_000 });
    expect(messageIds(socket.events)).toEqual([]);
    await socket.close();
    await expect(openSocket(baseUrl(), { cookie, after: -1 })).rejects.toThrow('refused 400');
  });

  it("shows a missed gift as the receiver's chat does: named in their language, priced by the site they signed up on", async () => {
    const defaults = await db().query<{ settings: StoredSiteSettings }>(`select settings from site_config where is_default`);
    const dearSite = await upsertSiteConfig(db(), {
      domain: 'dear-gifts.example',
      isDefault: false,
      companyId: null,
      settings: { ...defaults.rows[0]!.settings, gift_credits: 35 },
    });
    const sender = await chatMember(db(), { name: 'Zender', credits: 100 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    await db().query(`update members set language = 'en', signup_site_id = $2 where id = $1`, [receiver, dearSite]);
    const { conversation, first } = await conversationOf(sender, receiver);
    const rose = (await db().query<{ id: number }>(`select id from gifts where slug = 'rose'`)).rows[0]!.id;
    const sent = await app().inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { cookie: cookies.get(sender)!, 'x-request-type': 'client' },
      payload: { conversation, kind: 'gift', gift: rose, client_id: randomUUID() },
    });
    // The sender signed up on the default site: a rose (no price of its own) costs them its gift_credits, 20.
    expect(sent.json().message.gift).toMatchObject({ id: rose, name: 'Roos', credits: 20 });

    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), receiver), after: first });
    await socket.next('synced');
    const missed = socket.events.flatMap((event) => (event.type === 'message' ? [event.message] : []));
    expect(missed).toHaveLength(1);
    expect(missed[0]!.gift).toMatchObject({ id: rose, name: 'Rose', credits: 35 });
    await socket.close();
  });
});
