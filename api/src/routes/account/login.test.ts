import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, currentUserId, loginAs, sessionCookie, testClock, uniqueEmail } from './test-support.ts';

const clock = testClock();

describe('POST /api/user.php (login)', () => {
  const { app, db } = useTestApp({ now: clock.now });
  const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'x-forwarded-for': ip, ...headers },
      payload: { email, password },
    });

  it('logs in with { user } and an httpOnly, SameSite=Lax session cookie for 30 days; the database keeps only its hash', async () => {
    const account = await createAccount(db(), { email: 'Kim@Example.com' });
    const response = await login('  kim@example.COM ', account.password, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: account.id, email: 'Kim@Example.com', email_confirmed: true });

    const sid = response.cookies.find((cookie) => cookie.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(sid.secure).toBeFalsy();
    expect(sid.value).toMatch(/^[\w-]{43}$/);
    const { rows } = await db().query<{ token_hash: string; expires_at: Date }>(
      'select token_hash, expires_at from sessions where member_id = $1',
      [account.id],
    );
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(sid.value).digest('hex'),
        expires_at: new Date(clock.now().getTime() + 30 * 24 * 3600 * 1000),
      },
    ]);
    expect(await currentUserId(app(), `sid=${sid.value}`)).toBe(account.id);
  });

  it('marks the cookie Secure when the request came in over https (X-Forwarded-Proto)', async () => {
    const account = await createAccount(db());
    const response = await login(account.email, account.password, '10.0.0.2', { 'x-forwarded-proto': 'https' });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBe(true);
  });

  it('answers a wrong password and an unknown address the same: 401 login_failed', async () => {
    const account = await createAccount(db());
    const wrong = await login(account.email, 'verkeerd1', '10.0.0.3');
    const unknown = await login(uniqueEmail('nobody'), 'verkeerd1', '10.0.0.3');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('locks an address for 15 minutes at the 5th failure within 15 minutes, counting the minutes down', async () => {
    const account = await createAccount(db());
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(account.email, 'fout', '10.0.1.1')).statusCode).toBe(401);
      clock.advanceMinutes(1);
    }
    const fifth = await login(account.email, 'fout', '10.0.1.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'account_locked',
      message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.',
      params: { minutes: 15 },
    });

    // Even the right password waits.
    clock.advanceMinutes(10);
    const locked = await login(account.email, account.password, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().params).toEqual({ minutes: 5 });
    clock.advanceMinutes(4.5);
    expect((await login(account.email, account.password, '10.0.1.1')).json().params).toEqual({ minutes: 1 });

    clock.advanceMinutes(0.5);
    const after = await login(account.email, account.password, '10.0.1.1');
    expect(after.statusCode).toBe(200);
  });

  it('checks at most 5 wrong passwords of a burst of 40 parallel logins for one address (right password last)', async () => {
    const account = await createAccount(db());
    const attempts = Array.from({ length: 40 }, (_, index) =>
      login(account.email, index === 39 ? account.password : `fout${index}`, `10.0.6.${index}`),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    const count = (status: number) => statuses.filter((value) => value === status).length;
    // At most 5 passwords reach the check; the 5th failure (if all 5 were wrong) already answers "locked".
    expect(count(401)).toBeLessThanOrEqual(4);
    expect(count(401) + count(200)).toBeLessThanOrEqual(5);
    expect(count(429)).toBe(40 - count(401) - count(200));
    expect(count(500)).toBe(0);
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await createAccount(db());
    for (let attempt = 1; attempt <= 4; attempt++) await login(account.email, 'fout', '10.0.2.1');
    clock.advanceMinutes(16);
    expect((await login(account.email, 'fout', '10.0.2.1')).statusCode).toBe(401);
  });

  it('a successful login resets the failure count', async () => {
    const account = await createAccount(db());
    for (let attempt = 1; attempt <= 4; attempt++) await login(account.email, 'fout', '10.0.2.2');
    expect((await login(account.email, account.password, '10.0.2.2')).statusCode).toBe(200);
    expect((await login(account.email, 'fout', '10.0.2.2')).statusCode).toBe(401);
  });

  it('locks unknown addresses too, so a lockout does not reveal which addresses exist', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= 4; attempt++) await login(email, 'fout', '10.0.3.1');
    expect((await login(email, 'fout', '10.0.3.1')).json().error).toBe('account_locked');
  });

  it('limits login attempts per IP to 30 a minute (429 too_many_requests), other IPs unaffected', async () => {
    const account = await createAccount(db());
    const emails = Array.from({ length: 30 }, () => uniqueEmail('spray'));
    for (const email of emails) expect((await login(email, 'fout', '10.9.9.9')).statusCode).toBe(401);
    const limited = await login(account.email, account.password, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    expect((await login(account.email, account.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('refuses disabled and deleted accounts with the right password, and says why', async () => {
    const disabled = await createAccount(db(), { status: 'disabled' });
    const leaving = await createAccount(db(), { status: 'deletion_requested' });
    expect((await login(disabled.email, disabled.password, '10.0.4.1')).json()).toMatchObject({ error: 'account_disabled' });
    expect((await login(leaving.email, leaving.password, '10.0.4.1')).json()).toMatchObject({ error: 'account_deleted' });
    // With a wrong password they look like any other failure.
    expect((await login(disabled.email, 'fout', '10.0.4.1')).json().error).toBe('login_failed');
  });

  it('rejects a body without email or password with 400', async () => {
    for (const payload of [{}, { email: 'a@b.nl' }, { password: 'x' }]) {
      const response = await app().inject({ method: 'POST', url: '/api/user.php', headers: CLIENT, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it('a seeded member without a password cannot log in', async () => {
    const { rows } = await db().query<{ email: string }>(
      `insert into members (email, name, gender, birthdate, country) values ($1, 'Nopass', 'male', '1980-01-01', 'NL') returning email`,
      [uniqueEmail('nopass')],
    );
    expect((await login(rows[0]!.email, '', '10.0.5.1')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  const { app, db } = useTestApp({ now: clock.now });

  it('end after 30 days', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password, '10.1.1.1');
    clock.advanceMinutes(30 * 24 * 60 - 1);
    expect(await currentUserId(app(), cookie)).toBe(account.id);
    clock.advanceMinutes(2);
    expect(await currentUserId(app(), cookie)).toBeNull();
  });

  it('resolve to nobody once the account is disabled or deleted', async () => {
    for (const change of [`status = 'disabled'`, `status = 'deletion_requested'`, `deleted_at = now()`]) {
      const account = await createAccount(db());
      const cookie = await loginAs(app(), account.email, account.password, '10.1.1.2');
      expect(await currentUserId(app(), cookie)).toBe(account.id);
      await db().query(`update members set ${change} where id = $1`, [account.id]);
      expect(await currentUserId(app(), cookie)).toBeNull();
    }
  });

  it('ignore unknown or forged tokens', async () => {
    for (const cookie of ['sid=abc', `sid=${'x'.repeat(43)}`, `sid=${'y'.repeat(500)}`]) {
      expect(await currentUserId(app(), cookie)).toBeNull();
    }
  });

  it('GET /api/logout.php ends this session only and clears the cookie', async () => {
    const account = await createAccount(db());
    const phone = await loginAs(app(), account.email, account.password, '10.1.1.3');
    const laptop = await loginAs(app(), account.email, account.password, '10.1.1.3');
    const response = await app().inject({ url: '/api/logout.php', headers: { cookie: phone } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(await currentUserId(app(), phone)).toBeNull();
    expect(await currentUserId(app(), laptop)).toBe(account.id);
  });

  it('logout without a session just answers { user: null }', async () => {
    const response = await app().inject({ url: '/api/logout.php' });
    expect(response.json()).toEqual({ user: null });
  });

  it('the login response sets the cookie the next request resolves', async () => {
    const account = await createAccount(db());
    const response = await app().inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'x-forwarded-for': '10.1.1.4' },
      payload: { email: account.email, password: account.password },
    });
    expect(await currentUserId(app(), sessionCookie(response))).toBe(account.id);
  });
});
