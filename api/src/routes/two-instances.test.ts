import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { findSiteConfig, upsertSiteConfig } from '../repositories/site-config.ts';
import { DEMO_LOGIN, ensureDemoAccount } from '../seed/demo-account.ts';
import { startRedis, type TestRedis } from '../test/redis-server.ts';
import { useTestDb } from '../test/test-db.ts';

/**
 * Two API instances on one database (PostgreSQL with DATABASE_URL, else one PGlite shared in process) and one
 * Redis, as API_INSTANCES=2 runs them: what one instance knows, the other must know too.
 */
const db = useTestDb({ reference: true });
const CLIENT = { 'x-request-type': 'client' };
let redis: TestRedis;
let dataDir: string;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  redis = await startRedis();
  dataDir = await mkdtemp(join(tmpdir(), 'api-two-'));
  const options = { db: db(), dataDir, redisUrl: redis.url, rateLimitMax: { login: 4 } };
  a = await buildApp(options);
  b = await buildApp(options);
  await Promise.all([a.ready(), b.ready()]);
  await ensureDemoAccount(db());
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const logIn = (app: FastifyInstance, ip: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...CLIENT, 'x-forwarded-for': ip },
    payload: { email: DEMO_LOGIN.email, password },
  });

describe('two API instances, one database and one Redis', () => {
  it('a session made on A is the same member on B, and a logout on B ends it on A', async () => {
    const login = await logIn(a, '10.20.0.1', DEMO_LOGIN.password);
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const onB = await b.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
    expect(onB.json().user).toMatchObject({ email: DEMO_LOGIN.email });

    const logout = await b.inject({ url: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await a.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } })).json()).toEqual({ user: null });
  });

  it('counts the login attempts of one IP on both instances together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await logIn(attempt % 2 === 0 ? a : b, '10.20.0.2', 'wrong-password');
      statuses.push(response.statusCode);
    }
    // 4 allowed in all (2 on each), then both refuse.
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('a change announced on A drops the settings B kept', async () => {
    const kept = await b.inject({ url: '/api/settings.php', headers: CLIENT });
    const site = (await findSiteConfig(db(), undefined))!;
    await upsertSiteConfig(db(), {
      domain: site.domain,
      isDefault: true,
      companyId: site.company_id,
      settings: { ...site.settings, name: 'Announced On A' },
    });
    // B still serves what it kept...
    expect((await b.inject({ url: '/api/settings.php', headers: CLIENT })).json().name).toBe(kept.json().name);
    await a.referenceChanged();
    // ...until A's announcement reaches it through Redis.
    await expect.poll(async () => (await b.inject({ url: '/api/settings.php', headers: CLIENT })).json().name).toBe('Announced On A');
    const fresh = await b.inject({ url: '/api/settings.php', headers: { ...CLIENT, 'if-none-match': String(kept.headers.etag) } });
    expect(fresh.statusCode).toBe(200);
  });
});
