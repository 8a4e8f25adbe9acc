import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, ensureDemoAccount } from '../seed/demo-account.ts';
import { renameDefaultSite } from '../test/rename-site.ts';
import { useTwoInstances } from '../test/two-instances.ts';

/** Two instances as API_INSTANCES=2 runs them: what one instance knows, the other must know too. */
const { db, a, b } = useTwoInstances({ rateLimitMax: { login: 4 } });
const CLIENT = { 'x-request-type': 'client' };

beforeAll(async () => {
  await ensureDemoAccount(db());
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
    const login = await logIn(a(), '10.20.0.1', DEMO_LOGIN.password);
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const onB = await b().inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
    expect(onB.json().user).toMatchObject({ email: DEMO_LOGIN.email });

    const logout = await b().inject({ url: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await a().inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } })).json()).toEqual({ user: null });
  });

  it('counts the login attempts of one IP on both instances together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await logIn(attempt % 2 === 0 ? a() : b(), '10.20.0.2', 'wrong-password');
      statuses.push(response.statusCode);
    }
    // 4 allowed in all (2 on each), then both refuse.
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('a change announced on A drops the settings B kept', async () => {
    const kept = await b().inject({ url: '/api/settings.php', headers: CLIENT });
    await renameDefaultSite(db(), 'Announced On A');
    // B still serves what it kept...
    expect((await b().inject({ url: '/api/settings.php', headers: CLIENT })).json().name).toBe(kept.json().name);
    await a().referenceChanged();
    // ...until A's announcement reaches it through Redis.
    await expect.poll(async () => (await b().inject({ url: '/api/settings.php', headers: CLIENT })).json().name).toBe('Announced On A');
    const fresh = await b().inject({ url: '/api/settings.php', headers: { ...CLIENT, 'if-none-match': String(kept.headers.etag) } });
    expect(fresh.statusCode).toBe(200);
  });
});
