import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseRateLimitOverrides } from '../lib/setting-parsers.ts';
import { RedisRateLimitStore } from '../lib/rate-limit/redis-store.ts';
import { MemoryRateLimitStore } from '../lib/rate-limit/store.ts';
import { SIGNUP_LIMIT, RESET_REQUEST_LIMIT, LOGIN_LIMIT } from '../lib/rate-limit/limits.ts';
import { CLIENT, createAccount, uniqueEmail } from '../routes/account/test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { useTestDb } from '../test/test-db.ts';

const signupBody = () => ({
  email: uniqueEmail('burst'),
  name: 'Noor',
  password: 'geheim123',
  password_confirm: 'geheim123',
  date_of_birth: '1990-01-01',
});

describe('memory rate-limit store', () => {
  it('counts per key in fixed windows and starts over when a window ends', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect((await store.hit('a', 100)).count).toBe(2);
    expect((await store.hit('b', 100)).count).toBe(1);
    now = 1_100;
    expect(await store.hit('a', 100)).toEqual({ count: 1, resetAt: 1_200 });
  });
});

describe('RATE_LIMITS overrides', () => {
  it('parses name=max pairs and refuses anything else', () => {
    expect(parseRateLimitOverrides('signup=500, reset-request=100')).toEqual({ signup: 500, 'reset-request': 100 });
    expect(parseRateLimitOverrides(undefined)).toEqual({});
    expect(() => parseRateLimitOverrides('signup=lots')).toThrow(/RATE_LIMITS/);
  });

  describe('an app with a higher signup maximum', () => {
    const { app } = useTestApp({ rateLimitMax: { signup: SIGNUP_LIMIT.max + 2 } });
    it('lets that many signups from one IP through', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGNUP_LIMIT.max + 3; attempt++) {
        const response = await app().inject({
          method: 'POST',
          url: '/api/signup.php',
          headers: { ...CLIENT, 'x-forwarded-for': '10.8.9.1' },
          payload: signupBody(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(SIGNUP_LIMIT.max + 2).fill(201), 429]);
    });
  });
});

describe('per-IP limits (behind one trusted proxy hop)', () => {
  const { app, db } = useTestApp();
  const post = (url: string, forwardedFor: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url, headers: { ...CLIENT, 'x-forwarded-for': forwardedFor }, payload });

  it(`a client's own X-Forwarded-For entries do not pick its bucket: the hop the gateway appended does`, async () => {
    // The client sends a new value each time; the gateway appends the real peer 10.7.7.7.
    for (let attempt = 0; attempt < LOGIN_LIMIT.max; attempt++) {
      const response = await post('/api/user.php', `203.0.113.${attempt}, 10.7.7.7`, { email: uniqueEmail(), password: 'fout' });
      expect(response.statusCode).toBe(401);
    }
    const limited = await post('/api/user.php', '198.51.100.1, 10.7.7.7', { email: uniqueEmail(), password: 'fout' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`allows ${SIGNUP_LIMIT.max} signups an hour from one IP, then 429; other IPs go on`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await post('/api/signup.php', '10.8.0.1', signupBody())).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGNUP_LIMIT.max);
    expect(statuses.slice(SIGNUP_LIMIT.max).every((status) => status === 429)).toBe(true);
    const limited = await post('/api/signup.php', '10.8.0.1', signupBody());
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await post('/api/signup.php', '10.8.0.2', signupBody())).statusCode).toBe(201);
  });

  it(`allows ${RESET_REQUEST_LIMIT.max} reset requests an hour from one IP across addresses, then 429`, async () => {
    const accounts = [];
    for (let index = 0; index <= RESET_REQUEST_LIMIT.max + 1; index++) accounts.push(await createAccount(db()));
    for (const account of accounts.slice(0, RESET_REQUEST_LIMIT.max)) {
      expect((await post('/api/reset-password.php', '10.8.1.1', { email: account.email })).statusCode).toBe(200);
    }
    const limited = await post('/api/reset-password.php', '10.8.1.1', { email: accounts.at(-2)!.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    expect((await post('/api/reset-password.php', '10.8.1.2', { email: accounts.at(-1)!.email })).statusCode).toBe(200);
  });
});

describe('Redis rate-limit store (REDIS_URL)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('counts in one window shared by every store on the same Redis, and gives the window its expiry', async () => {
    const first = new RedisRateLimitStore(redis.url, 'unit:');
    const second = new RedisRateLimitStore(redis.url, 'unit:');
    try {
      const before = Date.now();
      const hit = await first.hit('k', 60_000);
      expect(hit.count).toBe(1);
      expect(hit.resetAt).toBeGreaterThan(before + 59_000);
      expect((await second.hit('k', 60_000)).count).toBe(2);
      expect((await first.hit('other', 60_000)).count).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('starts a new window once the key expired', async () => {
    const store = new RedisRateLimitStore(redis.url, 'expiry:');
    try {
      expect((await store.hit('k', 30)).count).toBe(1);
      // Polls Redis until the key is gone rather than sleeping a fixed time.
      await expect.poll(async () => (await store.hit('k', 30)).count, { timeout: 5_000, interval: 40 }).toBe(1);
    } finally {
      await store.close();
    }
  });

  describe('two API instances on one Redis', () => {
    const db = useTestDb({ reference: true });
    const apps: FastifyInstance[] = [];
    beforeAll(async () => {
      for (let index = 0; index < 2; index++) apps.push(await buildApp({ db: db(), redisUrl: redis.url, logger: false }));
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it('share the signup limit of an IP', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGNUP_LIMIT.max + 2; attempt++) {
        const app = apps[attempt % 2]!;
        const response = await app.inject({
          method: 'POST',
          url: '/api/signup.php',
          headers: { ...CLIENT, 'x-forwarded-for': '10.9.0.1' },
          payload: signupBody(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(SIGNUP_LIMIT.max).fill(201), 429, 429]);
    });
  });
});
