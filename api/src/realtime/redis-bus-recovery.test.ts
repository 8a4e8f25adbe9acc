import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { createRedisBus, type RedisRealtimeBus } from './redis-bus.ts';

let redis: TestRedis;
const buses: RedisRealtimeBus[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await redis.stop();
});

describe('Redis realtime bus, Redis away and back', () => {
  it('says it does not reach every instance while Redis is away, publishes without throwing, and tells once it is back and subscribed', async () => {
    const a = createRedisBus({ url: redis.url, prefix: 'rec:', instanceId: 'a' });
    const b = createRedisBus({ url: redis.url, prefix: 'rec:', instanceId: 'b' });
    buses.push(a, b);
    expect(await a.connected(5_000)).toBe(true);
    expect(await b.connected(5_000)).toBe(true);
    const onB: RealtimeEvent[] = [];
    b.subscribe(7, (event) => onB.push(event));
    await expect.poll(() => a.isOnline(7)).toBe(true);
    await expect.poll(() => b.reachesAll?.()).toBe(true);
    let recoveries = 0;
    b.onRecovered?.(() => {
      recoveries += 1;
    });

    await redis.stop();
    await expect.poll(() => b.reachesAll?.()).toBe(false);
    // Lost (Redis is away), and no error for the sender.
    await expect(a.publish([7], { type: 'match', profile: 1 })).resolves.toBeUndefined();

    redis = await startRedis(redis.port);
    await expect.poll(() => recoveries, { timeout: 10_000 }).toBe(1);
    expect(b.reachesAll?.()).toBe(true);
    // Told only once B's channel is subscribed again: what A publishes now arrives (A's publisher may still be
    // reconnecting, so it publishes until one gets through).
    await expect
      .poll(
        async () => {
          await a.publish([7], { type: 'match', profile: 2 });
          return onB.some((event) => event.type === 'match' && event.profile === 2);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(onB.some((event) => event.type === 'match' && event.profile === 1)).toBe(false);
  });
});
