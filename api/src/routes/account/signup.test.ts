import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AccountUserResponse } from '../../contracts/account.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, fromNewIp, currentUserId, mailsTo, sessionCookie, testClock, uniqueEmail } from './test-support.ts';

const clock = testClock('2025-06-01T12:00:00.000Z');

function validSignup(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    name: 'Lotte',
    password: 'geheim123',
    password_confirm: 'geheim123',
    date_of_birth: '1995-04-12',
    ...overrides,
  };
}

describe('POST /api/signup.php', () => {
  const { app, db, dataDir } = useTestApp({ now: clock.now });
  const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/api/signup.php', headers: { ...CLIENT, ...fromNewIp(), ...headers }, payload });

  it('creates a not_confirmed member with the signup credits in the ledger, logs in and mails the activation link', async () => {
    const body = validSignup({
      email: '  Lotte.Nieuw@Example.COM ',
      signup_message: 'Hoi!',
      language: 'de',
      gender: 'female',
      looking_for: 'male',
      tracking: { network: 'tradedoubler', ref: 'abc', sub1: 's1', utm_source: 'news', bogus: 'dropped' },
    });
    const response = await signup(body, { 'x-country': 'BE' });
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(Value.Check(AccountUserResponse, json)).toBe(true);
    expect(json.user).toMatchObject({
      status: 'not_confirmed',
      email: 'lotte.nieuw@example.com',
      email_confirmed: false,
      credits: 10,
      language: 'de',
      profile: { name: 'Lotte', country: 'BE', status: 'disabled', main_image: null },
    });

    const cookie = sessionCookie(response);
    expect(await currentUserId(app(), cookie)).toBe(json.user.id);

    const { rows } = await db().query<{ tracking: unknown; about: string; gender: string; sexuality: string; birthdate: string }>(
      'select tracking, about, gender, sexuality, birthdate from members where id = $1',
      [json.user.id],
    );
    expect(rows[0]).toEqual({
      tracking: { network: 'tradedoubler', ref: 'abc', sub1: 's1', utm_source: 'news' },
      about: 'Hoi!',
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1995-04-12',
    });
    const ledger = await db().query<{ delta: number; reason: string }>('select delta, reason from credit_ledger where member_id = $1', [
      json.user.id,
    ]);
    expect(ledger.rows).toEqual([{ delta: 10, reason: 'signup' }]);

    const mails = await mailsTo(dataDir(), 'lotte.nieuw@example.com');
    expect(mails).toHaveLength(1);
    // The member chose German: the mail is German.
    expect(mails[0]!.subject).toBe('Bestätige deine E-Mail-Adresse bei Datingsite');
    expect(mails[0]!.links[0]).toMatch(/^https:\/\/datingsite\.nl\/api\/activate\.php\?token=[\w-]{43}$/);
  });

  it('without a language uses the site language (nl) and without gender starts as a man looking for women', async () => {
    const response = await signup(validSignup());
    expect(response.statusCode).toBe(201);
    const { rows } = await db().query<{ language: string; gender: string; sexuality: string; country: string }>(
      'select language, gender, sexuality, country from members where id = $1',
      [response.json().user.id],
    );
    expect(rows[0]).toEqual({ language: 'nl', gender: 'male', sexuality: 'hetero', country: 'NL' });
  });

  it.each([
    [
      { name: 'zelfde@example.com', email: 'Zelfde@example.com' },
      'body/name',
      'name_equals_email',
      'Je profielnaam moet anders zijn dan je e-mailadres',
    ],
    [{ name: '@lotte' }, 'body/name', 'name_starts_with_at', 'Je profielnaam mag niet beginnen met een @'],
    [{ name: ' x ' }, 'body/name', 'invalid_name', 'Je profielnaam moet 2 tot 40 tekens lang zijn.'],
    [{ date_of_birth: '1990-02-30' }, 'body/date_of_birth', 'invalid_birthdate', 'Ongeldige geboortedatum.'],
    [{ date_of_birth: '12-04-1990' }, 'body/date_of_birth', 'invalid_birthdate', 'Ongeldige geboortedatum.'],
    [{ date_of_birth: '2030-01-01' }, 'body/date_of_birth', 'invalid_birthdate', 'Ongeldige geboortedatum.'],
    [{ date_of_birth: '1880-01-01' }, 'body/date_of_birth', 'invalid_birthdate', 'Ongeldige geboortedatum.'],
    [{ email: 'geen-email' }, 'body/email', 'invalid_email', 'Ongeldige e-mail'],
    [{ email: 'a b@example.com' }, 'body/email', 'invalid_email', 'Ongeldige e-mail'],
    [{ password_confirm: 'anders123' }, 'body/password_confirm', 'passwords_differ', 'De opgegeven wachtwoorden zijn niet gelijk.'],
    [{ password: 'kort', password_confirm: 'kort' }, 'body/password', 'weak_password', 'Je wachtwoord moet minimaal 6 tekens lang zijn.'],
  ])('rejects %j with 422 %s %s', async (overrides, path, code, message) => {
    const response = await signup(validSignup(overrides));
    expect(response.statusCode).toBe(422);
    const json = response.json();
    expect(json.error).toBe(code);
    expect(json.message).toBe(message);
    expect(json.details).toContainEqual({ path, code, message });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('is 18 on the birthday and 17 the day before (too_young with params.min_age)', async () => {
    const young = await signup(validSignup({ date_of_birth: '2007-06-02' }));
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({
      error: 'too_young',
      params: { min_age: 18 },
      message: 'Je moet minimaal 18+ zijn om je aan te melden.',
    });
    expect((await signup(validSignup({ date_of_birth: '2007-06-01' }))).statusCode).toBe(201);
  });

  it('lists every rejected field at once', async () => {
    const response = await signup(validSignup({ email: 'nope', name: '@x@', password: 'a', password_confirm: 'b' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().details.map((detail: { code: string }) => detail.code)).toEqual([
      'invalid_email',
      'name_starts_with_at',
      'weak_password',
      'passwords_differ',
    ]);
  });

  it('rejects malformed bodies with 400 validation_failed', async () => {
    for (const payload of [
      {},
      { ...validSignup(), language: 'xx' },
      { ...validSignup(), gender: 'other' },
      { ...validSignup(), password: 'x'.repeat(201) },
    ]) {
      const response = await signup(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it('answers 409 account_exists for a known address, in any case', async () => {
    const email = uniqueEmail('twice');
    expect((await signup(validSignup({ email }))).statusCode).toBe(201);
    const again = await signup(validSignup({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'account_exists' });
  });

  it('answers 409 account_deleted for an address whose account is (being) deleted', async () => {
    const email = uniqueEmail('gone');
    const created = await signup(validSignup({ email }));
    await db().query(`update members set status = 'deletion_requested' where id = $1`, [created.json().user.id]);
    const again = await signup(validSignup({ email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'account_deleted' });
  });

  it('lets exactly one of two simultaneous signups with the same address through', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([signup(validSignup({ email })), signup(validSignup({ email, name: 'Anna' }))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await db().query<{ count: number }>('select count(*) as count from members where lower(email) = $1', [email]);
    expect(rows[0]!.count).toBe(1);
  });

  it('rejects a cross-site form post (no X-Request-Type) with 403 csrf_rejected', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/signup.php', payload: validSignup() });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf_rejected');
  });
});

describe('POST /api/signup.php on sites with restricted signups', () => {
  const { app, db } = useTestApp({ now: clock.now });
  const signup = (payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/signup.php', headers: { ...CLIENT, ...fromNewIp() }, payload });
  // The API keeps site configs until a change is announced.
  const setPolicy = async (policy: string) => {
    await db().query(`update site_config set settings = jsonb_set(settings, '{signups}', to_jsonb($1::text))`, [policy]);
    await app().referenceChanged();
  };

  it('with_trafficsource: only with a network or ref', async () => {
    await setPolicy('with_trafficsource');
    const closed = await signup(validSignup());
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ error: 'signups_closed', message: 'Aanmelden is op deze site nu niet mogelijk.' });
    expect((await signup(validSignup({ tracking: { sub1: 'only-a-sub' } }))).statusCode).toBe(403);
    expect((await signup(validSignup({ tracking: { network: 'adnet' } }))).statusCode).toBe(201);
    expect((await signup(validSignup({ tracking: { ref: 'friend' } }))).statusCode).toBe(201);
  });

  it('invite_only: needs a live code, each use counted', async () => {
    await setPolicy('invite_only');
    await db().query(`insert into invite_codes (code, max_uses) values ('WELKOM2025', 1)`);
    await db().query(`insert into invite_codes (code, max_uses, expires_at) values ('OUDJE', 5, '2020-01-01')`);
    expect((await signup(validSignup())).json()).toMatchObject({ error: 'signups_closed' });
    expect((await signup(validSignup({ invite_code: 'BESTAATNIET' }))).json()).toMatchObject({ error: 'invalid_invite' });
    expect((await signup(validSignup({ invite_code: 'OUDJE' }))).json()).toMatchObject({ error: 'invalid_invite' });
    // A rejected signup does not use up the code.
    expect((await signup(validSignup({ invite_code: 'WELKOM2025', name: '@bad' }))).statusCode).toBe(422);
    expect((await signup(validSignup({ invite_code: 'WELKOM2025' }))).statusCode).toBe(201);
    expect((await signup(validSignup({ invite_code: 'WELKOM2025' }))).json()).toMatchObject({ error: 'invalid_invite' });
  });
});
