import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { ApiProcess, freePort } from './support/api-process.ts';
import { freshDatabase, MemberSocket, sendText, sessionCookie } from './support/fault-site.ts';
import { measured } from './support/measured.ts';

/**
 * Realtime across faults, with real processes: two API instances on one PostgreSQL and one Redis, and
 * members' sockets as the kit's client holds them (resume from the newest message id, `?after=`).
 * An instance killed: its sockets come back on the other one and get what was sent meanwhile, each once.
 * Redis away: sends are stored and answered; the receiver on the other instance gets them once Redis is back.
 */
let redis: TestRedis;
let db: pg.Client;
let a: ApiProcess;
let b: ApiProcess;
let sender: string;
let receiver: string;
let conversation: number;
/** Every message sent in this file, in order: what the receiver must end up with, each once. */
const sent: number[] = [];

const RECOVERY_BOUND_MS = 30_000;

async function send(api: ApiProcess, text: string): Promise<number> {
  const id = await sendText(api.url, sender, conversation, text);
  sent.push(id);
  return id;
}

beforeAll(async () => {
  redis = await startRedis();
  const database = await freshDatabase(`faults_rt_${process.pid}`);
  db = database.db;
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, RATE_LIMITS: 'chat-send=1000' };
  a = new ApiProcess(await freePort(), env);
  b = new ApiProcess(await freePort(), env);
  a.seed();
  await Promise.all([a.start(), b.start()]);

  // The two demo members share a conversation (seed/demo-chats.ts); the sender gets credits for the test's sends.
  const { rows } = await db.query<{ id: number; email: string }>(
    `select id, email from members where email in ('demo@example.com', 'demo2@example.com')`,
  );
  const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
  const [from, to] = [idOf('demo@example.com'), idOf('demo2@example.com')];
  await db.query(`insert into credit_ledger (member_id, delta, reason) values ($1, 1000, 'test')`, [from]);
  await db.query(`update members set credits = credits + 1000 where id = $1`, [from]);
  const found = await db.query<{ id: number }>(
    `select id from conversations where member_a = least($1::int, $2::int) and member_b = greatest($1::int, $2::int)`,
    [from, to],
  );
  conversation = found.rows[0]!.id;
  sender = await sessionCookie(db, from);
  receiver = await sessionCookie(db, to);
}, 240_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

describe('realtime through faults', () => {
  let member: MemberSocket;

  it('Redis away: sends are stored and answered within their bound, and reach the receiver on the other instance once it is back', async () => {
    member = new MemberSocket(receiver);
    await member.connect(b.url);
    await member.until((s) => s.syncCount === 1, 10_000, 'no synced on connect');
    // Sent through A, delivered to the socket on B through Redis.
    const live = await send(a, 'een');
    await member.until((s) => s.received.includes(live), 10_000, 'live message through Redis');

    const stopped = Date.now();
    await redis.stop();
    const missed: number[] = [];
    let slowest = 0;
    for (const text of ['twee', 'drie', 'vier']) {
      const started = Date.now();
      missed.push(await send(a, text));
      slowest = Math.max(slowest, Date.now() - started);
    }
    console.log(`[faults] Redis away: slowest chat send answered in ${slowest} ms`);
    measured('Redis away: three sends stored and answered', stopped);
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from messages where id = any($1::bigint[])`, [
      missed,
    ]);
    expect(rows[0]!.count).toBe(3);
    // Published on A into a Redis that is away: nothing reached B.
    expect(member.received.filter((id) => missed.includes(id))).toEqual([]);

    const back = Date.now();
    redis = await startRedis(redis.port);
    await member.until((s) => missed.every((id) => s.received.includes(id)), RECOVERY_BOUND_MS, 'missed messages after Redis came back');
    measured('Redis back: the socket on the other instance caught up', back);
    const after = await send(b, 'vijf');
    await member.until((s) => s.received.includes(after), 10_000, 'live after Redis is back');
    expect(member.received).toEqual(sent);
  });

  it('an instance killed with sockets open: they resume on the other instance with every message sent meanwhile, none twice', async () => {
    // The socket is on B (above); the sender sends through A.
    const before = await send(a, 'zes');
    await member.until((s) => s.received.includes(before), 10_000, 'live message through Redis');

    const closed = member.closed();
    const killed = Date.now();
    await b.kill();
    await closed;
    // The member's client is between attempts; messages keep coming through A.
    const missed: number[] = [];
    for (const text of ['zeven', 'acht', 'negen', 'tien', 'elf']) missed.push(await send(a, text));

    await member.connect(a.url);
    await member.until(
      (s) => s.syncCount === 3 && missed.every((id) => s.received.includes(id)),
      10_000,
      'missed messages after reconnect',
    );
    measured('API instance killed: socket back on the other instance, missed messages caught up', killed);
    const after = await send(a, 'twaalf');
    await member.until((s) => s.received.includes(after), 10_000, 'live after resume');
    expect(member.received).toEqual(sent);
    member.close();
  });
});
