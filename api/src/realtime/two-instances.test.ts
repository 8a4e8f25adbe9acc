import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { addMember } from '../routes/likes/test-members.ts';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { useTestDb } from '../test/test-db.ts';
import { listenLocal, openSocket, sessionCookieFor } from './test-sockets.ts';

/**
 * Two API instances on one database (PostgreSQL with DATABASE_URL, else one PGlite shared in process) and one
 * Redis: what instance A publishes reaches a socket connected to instance B.
 */
const db = useTestDb({ reference: true });
let redis: TestRedis;
let dataDir: string;
let a: FastifyInstance;
let b: FastifyInstance;
let urlB: string;

beforeAll(async () => {
  redis = await startRedis();
  dataDir = await mkdtemp(join(tmpdir(), 'api-two-'));
  a = await buildApp({ db: db(), dataDir, redisUrl: redis.url });
  b = await buildApp({ db: db(), dataDir, redisUrl: redis.url });
  await a.ready();
  urlB = await listenLocal(b);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two API instances and one Redis', () => {
  it('delivers to a socket on B what A publishes, and A sees that member online', async () => {
    const member = await addMember(db(), { name: 'OnB' });
    const socket = await openSocket(urlB, { cookie: await sessionCookieFor(db(), member) });
    await socket.next('counts');
    await expect.poll(() => a.realtime.isOnline(member)).toBe(true);
    await a.realtime.publish([member], { type: 'chat_removed', conversation: 42 });
    expect(await socket.next('chat_removed')).toEqual({ type: 'chat_removed', conversation: 42 });
    await socket.close();
    await expect.poll(() => a.realtime.isOnline(member)).toBe(false);
  });

  it("a like given through A shows on the liked member's socket on B", async () => {
    const liked = await addMember(db(), { name: 'Liked' });
    const liker = await addMember(db(), { name: 'Liker' });
    const socket = await openSocket(urlB, { cookie: await sessionCookieFor(db(), liked) });
    expect(await socket.next('counts')).toMatchObject({ new_likes: 0 });
    await expect.poll(() => a.realtime.isOnline(liked)).toBe(true);
    const response = await a.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: await sessionCookieFor(db(), liker), 'x-request-type': 'client' },
      payload: { profile_id: liked },
    });
    expect(response.statusCode).toBe(200);
    await socket.next('counts', (event) => event.new_likes === 1);
    await socket.close();
  });
});
