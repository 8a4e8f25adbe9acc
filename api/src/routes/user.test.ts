import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { UserResponse } from '../contracts/user.ts';
import { useTestApp } from '../test/test-app.ts';
import { CLIENT, createAccount, loginAs } from './account/test-support.ts';

describe('GET /api/user.php', () => {
  describe('for a visitor', () => {
    const { app } = useTestApp();

    it('answers user: null, with or without X-Request-Type: client', async () => {
      for (const headers of [{ 'x-request-type': 'client' }, {}]) {
        const response = await app().inject({ url: '/api/user.php', headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ user: null });
      }
    });

    it('rejects an absurd X-Request-Type header', async () => {
      const response = await app().inject({ url: '/api/user.php', headers: { 'x-request-type': 'x'.repeat(100) } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    });
  });

  describe('when the session plugin resolves a member', () => {
    let memberId = 0;
    const { app, db } = useTestApp({ resolveMember: async (request) => (request.headers['x-test-member'] ? memberId : null) });

    it('answers the member in the spec shape', async () => {
      const { rows } = await db().query<{ id: number }>(
        `insert into members (email, name, gender, birthdate, country, status, credits, paid_user, language)
         values ('sanne@example.com', 'Sanne', 'female', '1990-05-01', 'NL', 'not_confirmed', 7, false, 'nl') returning id`,
      );
      memberId = rows[0]!.id;
      await db().query(
        `insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, 'a.jpg', 'a-t.jpg', 'active', true)`,
        [memberId],
      );

      const response = await app().inject({ url: '/api/user.php', headers: { 'x-test-member': '1' } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Value.Check(UserResponse, body)).toBe(true);
      expect(body.user).toMatchObject({
        id: memberId,
        status: 'not_confirmed',
        email: 'sanne@example.com',
        email_confirmed: false,
        credits: 7,
        paid_user: false,
        notifications_disabled: [],
        fictional_icon: 'icons/fictional.svg',
        profile: {
          name: 'Sanne',
          country: 'NL',
          // Not_confirmed members have a disabled profile (the activation reminder keys on it).
          status: 'disabled',
          main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', status: 'active' },
        },
      });
      expect(Date.parse(body.user.signup_date)).not.toBeNaN();
    });

    it('answers user: null when the session points at a member that no longer exists', async () => {
      memberId = 999_999;
      const response = await app().inject({ url: '/api/user.php', headers: { 'x-test-member': '1' } });
      expect(response.json()).toEqual({ user: null });
    });
  });
});

describe('PUT /api/user.php (language)', () => {
  const { app, db } = useTestApp();

  it('a visitor gets only the locale cookie (365 days, readable by the shell)', async () => {
    const response = await app().inject({ method: 'PUT', url: '/api/user.php', headers: CLIENT, payload: { language: 'fr' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const locale = response.cookies.find((cookie) => cookie.name === 'locale');
    expect(locale).toMatchObject({ value: 'fr', maxAge: 365 * 24 * 3600, path: '/', sameSite: 'Lax' });
    expect(locale?.httpOnly).toBeFalsy();
  });

  it('a member also gets the language stored', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const response = await app().inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie },
      payload: { language: 'pl' },
    });
    expect(response.json().user).toMatchObject({ id: account.id, language: 'pl' });
    const { rows } = await db().query<{ language: string }>('select language from members where id = $1', [account.id]);
    expect(rows[0]!.language).toBe('pl');
  });

  it('rejects languages outside the 11 with 400', async () => {
    for (const language of ['xx', 'NL', '', 3]) {
      const response = await app().inject({ method: 'PUT', url: '/api/user.php', headers: CLIENT, payload: { language } });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('POST /api/user.php?push=1 (push subscription)', () => {
  // No DNS here: push.example.net stands for a push service on a public address, the rest for internal hosts.
  const addresses: Record<string, string[]> = {
    'push.example.net': ['93.184.215.14'],
    'internal.example.net': ['10.0.0.5'],
    'rebind.example.net': ['93.184.215.14', '127.0.0.1'],
  };
  const { app, db } = useTestApp({
    // Subscribing shares the login's per-IP limit, and every call here comes from one test IP.
    rateLimitMax: { login: 1000 },
    resolveHost: async (host) => addresses[host] ?? Promise.reject(new Error(`ENOTFOUND ${host}`)),
  });
  const subscription = (endpoint: string) => ({
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
  const subscribe = (payload: unknown, cookie?: string) =>
    app().inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('stores the subscription for the logged-in member; the same endpoint moves to whoever subscribes it last', async () => {
    const first = await createAccount(db());
    const second = await createAccount(db());
    const endpoint = 'https://push.example.net/send/abc123';
    expect((await subscribe(subscription(endpoint), await loginAs(app(), first.email, first.password))).json()).toEqual({
      subscribed: true,
    });
    expect((await subscribe(subscription(endpoint), await loginAs(app(), second.email, second.password))).statusCode).toBe(200);
    const { rows } = await db().query<{ member_id: number; auth: string }>(
      'select member_id, auth from push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(rows).toEqual([{ member_id: second.id, auth: 'tBHItJI5svbpez7KI4CCXg' }]);
  });

  it('answers 403 authentication_required to a visitor', async () => {
    const response = await subscribe(subscription('https://push.example.net/send/visitor'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });

  it('rejects non-https endpoints, missing keys and a login body with 400', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    for (const payload of [
      subscription('http://push.example.net/insecure'),
      { subscription: { endpoint: 'https://push.example.net/x', keys: { p256dh: 'abc' } } },
      { email: account.email, password: account.password },
    ]) {
      expect((await subscribe(payload, cookie)).statusCode).toBe(400);
    }
  });

  it('refuses endpoints that are not public https hosts (422 push_endpoint_refused), storing nothing', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]:443/push',
      'https://169.254.169.254/latest',
      'https://192.168.1.1/push',
      'https://[fd00::5]/push',
      'https://internal.example.net/push',
      'https://rebind.example.net/push',
      'https://nowhere.example.net/push',
      'https://push.example.net:8443/push',
    ]) {
      const response = await subscribe(subscription(endpoint), cookie);
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'push_endpoint_refused',
        message: 'Meldingen kunnen niet naar dit adres worden gestuurd.',
      });
    }
    expect((await db().query('select 1 from push_subscriptions where member_id = $1', [account.id])).rows).toHaveLength(0);
  });

  it("keeps a member's 5 newest subscriptions: a sixth browser drops the oldest", async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    for (let n = 1; n <= 6; n += 1) {
      expect((await subscribe(subscription(`https://push.example.net/send/device-${n}`), cookie)).statusCode).toBe(200);
    }
    const endpoints = async () =>
      (
        await db().query<{ endpoint: string }>('select endpoint from push_subscriptions where member_id = $1 order by endpoint', [
          account.id,
        ])
      ).rows.map((row) => row.endpoint.replace('https://push.example.net/send/', ''));
    expect(await endpoints()).toEqual(['device-2', 'device-3', 'device-4', 'device-5', 'device-6']);
    // Subscribing a kept browser again makes it the newest; the next new one drops device-3.
    await subscribe(subscription('https://push.example.net/send/device-2'), cookie);
    await subscribe(subscription('https://push.example.net/send/device-7'), cookie);
    expect(await endpoints()).toEqual(['device-2', 'device-4', 'device-5', 'device-6', 'device-7']);
  });

  it('keeps at most 5 when a member subscribes 8 browsers at once', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => subscribe(subscription(`https://push.example.net/burst/${n}`), cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await db().query('select 1 from push_subscriptions where member_id = $1', [account.id])).rows).toHaveLength(5);
  });
});
