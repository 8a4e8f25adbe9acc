import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { addMember } from '../routes/likes/test-members.ts';
import { openSocket, sessionCookieFor, useLocalUrl, type TestSocket } from './test-sockets.ts';
import { TypingRateLimit } from './client-frames.ts';

// Short enough for the dead-socket and logout tests, long enough that a loaded machine still answers each ping
// in time (a missed pong terminates the socket).
const { app, db } = useTestApp({ realtime: { heartbeatMs: 1_000 } });
const baseUrl = useLocalUrl(app);

async function member(name: string, credits = 0): Promise<{ id: number; cookie: string }> {
  const id = await addMember(db(), { name });
  if (credits) await db().query('update members set credits = $2 where id = $1', [id, credits]);
  return { id, cookie: await sessionCookieFor(db(), id) };
}

async function connect(name: string, credits = 0): Promise<{ id: number; cookie: string; socket: TestSocket }> {
  const m = await member(name, credits);
  const socket = await openSocket(baseUrl(), { cookie: m.cookie });
  await socket.next('counts');
  await socket.next('synced');
  return { ...m, socket };
}

describe('the realtime socket', () => {
  it('refuses a visitor and an unknown session before the upgrade', async () => {
    await expect(openSocket(baseUrl())).rejects.toThrow('refused 403');
    await expect(openSocket(baseUrl(), { cookie: 'sid=not-a-session' })).rejects.toThrow('refused 403');
  });

  it('refuses a page of another origin, and a handshake without Origin, before the upgrade', async () => {
    const { cookie } = await member('Origin');
    await expect(openSocket(baseUrl(), { cookie, origin: 'https://evil.example' })).rejects.toThrow('refused 403');
    await expect(openSocket(baseUrl(), { cookie, origin: 'null' })).rejects.toThrow('refused 403');
    await expect(openSocket(baseUrl(), { cookie, origin: null })).rejects.toThrow('refused 403');
    const refused = await app().inject({
      url: '/api/realtime',
      headers: { cookie, origin: 'https://evil.example', connection: 'upgrade', upgrade: 'websocket' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'csrf_rejected' });
  });

  it('answers a plain GET with 426 JSON', async () => {
    const { cookie } = await member('Plain');
    const response = await app().inject({ url: '/api/realtime', headers: { cookie, origin: baseUrl(), host: new URL(baseUrl()).host } });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ error: 'upgrade_required' });
  });

  it('sends the badge counts on connect', async () => {
    const { id, cookie } = await member('Counts', 35);
    const liker = await addMember(db(), { name: 'Liker' });
    await db().query(`insert into likes (liker_id, liked_id, source) values ($1, $2, 'profile')`, [liker, id]);
    const { rows } = await db().query<{ id: number }>(
      `insert into conversations (member_a, member_b, started_by) values (least($1::int, $2::int), greatest($1::int, $2::int), $2) returning id`,
      [id, liker],
    );
    await db().query(
      `insert into messages (conversation_id, sender_id, kind, body, client_id) values ($1, $2, 'text', 'Hoi', 'c1'), ($1, $2, 'text', 'Hallo?', 'c2')`,
      [rows[0]!.id, liker],
    );
    const socket = await openSocket(baseUrl(), { cookie });
    expect(await socket.next('counts')).toEqual({
      type: 'counts',
      unread_messages: 2,
      new_likes: 1,
      credits: 35,
      version: expect.any(Number),
    });
    await socket.close();
  });

  it('delivers an event to every socket of the addressed member and to nobody else', async () => {
    const a = await connect('Anna');
    const a2 = await openSocket(baseUrl(), { cookie: a.cookie });
    const b = await connect('Bram');
    await app().realtime.publish([a.id], { type: 'match', profile: 99 });
    await app().realtime.publish([b.id], { type: 'match', profile: 100 });
    await a.socket.next('match');
    await a2.next('match');
    // The bus delivers in publish order, so by the time B has its own event it would have had A's.
    await b.socket.next('match');
    expect(b.socket.events.filter((event) => event.type === 'match')).toEqual([{ type: 'match', profile: 100 }]);
    expect(a.socket.events.filter((event) => event.type === 'match')).toEqual([{ type: 'match', profile: 99 }]);
    expect(await app().realtime.isOnline(a.id)).toBe(true);
    await Promise.all([a.socket.close(), a2.close(), b.socket.close()]);
  });

  it('unsubscribes a closed socket', async () => {
    const a = await connect('Closing');
    expect(await app().realtime.isOnline(a.id)).toBe(true);
    await a.socket.close();
    await expect.poll(() => app().realtime.isOnline(a.id)).toBe(false);
  });

  it('ignores bad frames and typing in a conversation the sender is not part of', async () => {
    const a = await connect('Sender');
    const b = await connect('Other');
    a.socket.ws.send('not json');
    a.socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    a.socket.ws.send(JSON.stringify({ type: 'message', conversation: 1, text: 'hi' }));
    a.socket.ws.send(JSON.stringify({ type: 'typing', conversation: 'x', typing: true }));
    a.socket.ws.send(JSON.stringify({ type: 'typing', conversation: 123456, typing: true }));
    // Still open and listening: a later event arrives, and nothing but it.
    await app().realtime.publish([a.id, b.id], { type: 'chat_removed', conversation: 5 });
    await a.socket.next('chat_removed');
    await b.socket.next('chat_removed');
    expect(b.socket.events.map((event) => event.type).sort()).toEqual(['chat_removed', 'counts', 'synced']);
    expect(a.socket.ws.readyState).toBe(a.socket.ws.OPEN);
    await Promise.all([a.socket.close(), b.socket.close()]);
  });

  it('forwards typing only to the other participant, and only from a participant', async () => {
    const a = await connect('Typist');
    const b = await connect('Reader');
    const outsider = await connect('Outsider');
    const { rows } = await db().query<{ id: number }>(
      `insert into conversations (member_a, member_b, started_by) values (least($1::int, $2::int), greatest($1::int, $2::int), $1) returning id`,
      [a.id, b.id],
    );
    const conversation = rows[0]!.id;
    // The outsider's frame for someone else's conversation goes nowhere.
    outsider.socket.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    a.socket.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    expect(await b.socket.next('typing')).toEqual({ type: 'typing', conversation, member: a.id, typing: true });
    b.socket.ws.send(JSON.stringify({ type: 'typing', conversation, typing: false }));
    expect(await a.socket.next('typing')).toEqual({ type: 'typing', conversation, member: b.id, typing: false });
    expect(b.socket.events.filter((event) => event.type === 'typing')).toHaveLength(1);
    expect(a.socket.events.filter((event) => event.type === 'typing')).toHaveLength(1);
    expect(outsider.socket.events.map((event) => event.type).sort()).toEqual(['counts', 'synced']);
    await Promise.all([a.socket.close(), b.socket.close(), outsider.socket.close()]);
  });

  it('closes a socket that sends a frame over 4 KB', async () => {
    const a = await connect('Big');
    a.socket.ws.send(JSON.stringify({ type: 'typing', conversation: 1, typing: true, pad: 'x'.repeat(5_000) }));
    expect((await a.socket.closed).code).toBe(1009);
    await expect.poll(() => app().realtime.isOnline(a.id)).toBe(false);
  });

  it('closes the socket once its session ends (logout)', async () => {
    const m = await member('Leaving');
    const socket = await openSocket(baseUrl(), { cookie: m.cookie });
    await socket.next('counts');
    const logout = await app().inject({ url: '/api/logout.php', headers: { cookie: m.cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(1008);
    await expect.poll(() => app().realtime.isOnline(m.id)).toBe(false);
  });

  it('drops a socket that stops answering pings', async () => {
    const m = await member('Asleep');
    const socket = await openSocket(baseUrl(), { cookie: m.cookie, autoPong: false });
    expect((await socket.closed).code).toBe(1006);
    await expect.poll(() => app().realtime.isOnline(m.id)).toBe(false);
  });

  it('publishes the new-like counts to the liked member and a match to both', async () => {
    const a = await connect('Liker');
    const b = await connect('Liked');
    const like = (from: { cookie: string }, profileId: number) =>
      app().inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie: from.cookie, 'x-request-type': 'client' },
        payload: { profile_id: profileId },
      });
    expect((await like(a, b.id)).json()).toMatchObject({ liked: true, match: false });
    await b.socket.next('counts', (event) => event.new_likes === 1);
    expect((await like(b, a.id)).json()).toMatchObject({ liked: true, match: true });
    expect(await a.socket.next('match')).toEqual({ type: 'match', profile: b.id });
    expect(await b.socket.next('match')).toEqual({ type: 'match', profile: a.id });
    await a.socket.next('counts', (event) => event.new_likes === 1);
    // B liked A back: A's like to B is answered, so B's badge drops to 0.
    await b.socket.next('counts', (event) => event.new_likes === 0);
    // Liking again stores nothing new and sends nothing.
    const before = a.socket.events.length;
    expect((await like(b, a.id)).json()).toMatchObject({ liked: true, match: true });
    await app().realtime.publish([a.id], { type: 'chat_removed', conversation: 1 });
    await a.socket.next('chat_removed');
    expect(a.socket.events.length).toBe(before + 1);
    await Promise.all([a.socket.close(), b.socket.close()]);
  });
});

describe('typing rate limit', () => {
  it('allows a burst of 5, then about one frame a second', () => {
    let now = 0;
    const limit = new TypingRateLimit(5, 1, () => now);
    expect(Array.from({ length: 6 }, () => limit.take())).toEqual([true, true, true, true, true, false]);
    now += 999;
    expect(limit.take()).toBe(false);
    now += 2;
    expect(limit.take()).toBe(true);
    expect(limit.take()).toBe(false);
  });
});
