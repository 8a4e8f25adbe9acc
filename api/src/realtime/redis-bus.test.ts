import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { createRedisBus, type RedisRealtimeBus } from './redis-bus.ts';

let redis: TestRedis;
let probe: Redis;
const buses: RedisRealtimeBus[] = [];

beforeAll(async () => {
  redis = await startRedis();
  probe = new Redis(redis.url);
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  probe.disconnect();
  await redis.stop();
});

/** How many connections subscribe to the channel (one per instance holding a socket of the member). */
async function subscribers(channel: string): Promise<number> {
  const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
  return count;
}

let prefixCounter = 0;
/** Two instances on one Redis, with a key prefix of their own so the tests do not see each other. */
async function instances(options: { presenceTtlMs?: number; nowB?: () => number } = {}) {
  prefixCounter += 1;
  const prefix = `t${prefixCounter}:`;
  const a = createRedisBus({ url: redis.url, prefix, instanceId: 'a', presenceTtlMs: options.presenceTtlMs });
  const b = createRedisBus({ url: redis.url, prefix, instanceId: 'b', presenceTtlMs: options.presenceTtlMs, now: options.nowB });
  buses.push(a, b);
  expect(await a.connected(5_000)).toBe(true);
  expect(await b.connected(5_000)).toBe(true);
  return { a, b, prefix };
}

/** Collects what a listener receives and waits for it. */
function inbox() {
  const received: RealtimeEvent[] = [];
  return {
    received,
    listener: (event: RealtimeEvent) => received.push(event),
    until: (count: number) => expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count),
  };
}

const match = (profile: number): RealtimeEvent => ({ type: 'match', profile });

describe('Redis realtime bus', () => {
  it("carries an event published on one instance to the member's sockets on the other, once", async () => {
    const { a, b, prefix } = await instances();
    const onB = inbox();
    const onA = inbox();
    b.subscribe(1, onB.listener);
    // Online on A through Redis (A has no socket of 1 yet): B's channel is subscribed.
    await expect.poll(() => a.isOnline(1)).toBe(true);
    a.subscribe(1, onA.listener);
    await expect.poll(() => subscribers(`${prefix}m:1`)).toBe(2);
    await a.publish([1, 1], match(7));
    await onB.until(1);
    await a.publish([1], match(8));
    await onB.until(2);
    // A delivered its own publications directly; an echo through Redis would arrive before B's next event.
    await b.publish([1], match(9));
    await onA.until(3);
    await onB.until(3);
    expect(onB.received).toEqual([match(7), match(8), match(9)]);
    expect(onA.received).toEqual([match(7), match(8), match(9)]);
  });

  it('delivers only to the addressed member across instances', async () => {
    const { a, b } = await instances();
    const other = inbox();
    const mine = inbox();
    b.subscribe(2, other.listener);
    b.subscribe(3, mine.listener);
    await expect.poll(() => a.isOnline(3)).toBe(true);
    await a.publish([3], match(1));
    await mine.until(1);
    expect(other.received).toEqual([]);
  });

  it('knows a member with a socket on another instance is online, and forgets them on unsubscribe and close', async () => {
    const { a, b, prefix } = await instances();
    expect(await a.isOnline(4)).toBe(false);
    const off = b.subscribe(4, () => {});
    await expect.poll(() => a.isOnline(4)).toBe(true);
    off();
    await expect.poll(() => a.isOnline(4)).toBe(false);
    expect(await subscribers(`${prefix}m:4`)).toBe(0);
    b.subscribe(5, () => {});
    await expect.poll(() => a.isOnline(5)).toBe(true);
    await b.close();
    expect(await a.isOnline(5)).toBe(false);
  });

  it('stops counting the sockets of an instance that stopped refreshing (it died) after the TTL', async () => {
    let skewMs = 0;
    const { a, b, prefix } = await instances({ presenceTtlMs: 60_000, nowB: () => Date.now() + skewMs });
    a.subscribe(6, () => {});
    await expect.poll(() => b.isOnline(6)).toBe(true);
    // The key dies with the TTL too, so nothing is left behind by a dead instance.
    const ttl = await probe.pttl(`${prefix}online:6`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Seen 61 s later without a refresh in between: A's entry has expired.
    skewMs = 61_000;
    expect(await b.isOnline(6)).toBe(false);
  });

  it('refreshes its presence entries while the socket stays', async () => {
    const { a, prefix } = await instances({ presenceTtlMs: 300 });
    a.subscribe(7, () => {});
    await expect.poll(() => probe.zscore(`${prefix}online:7`, 'a')).not.toBeNull();
    const first = Number(await probe.zscore(`${prefix}online:7`, 'a'));
    await expect.poll(async () => Number(await probe.zscore(`${prefix}online:7`, 'a'))).toBeGreaterThan(first);
  });

  it('keeps delivering locally, without throwing, when Redis is down', async () => {
    const down = createRedisBus({ url: 'redis://127.0.0.1:1', instanceId: 'down' });
    buses.push(down);
    expect(await down.connected(200)).toBe(false);
    const local = inbox();
    down.subscribe(8, local.listener);
    await expect(down.publish([8, 9], match(3))).resolves.toBeUndefined();
    expect(local.received).toEqual([match(3)]);
    expect(await down.isOnline(8)).toBe(true);
    expect(await down.isOnline(9)).toBe(false);
  });
});
