import { describe, expect, it } from 'vitest';
import { CLIENT, fromNewIp, sessionCookie, uniqueEmail } from '../routes/account/test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { cleanMemberName } from './member-name.ts';

/** Names with characters a reader cannot see: each pair is what a member typed and what is stored. */
const CASES: Array<[string, string]> = [
  ['An\u0000na', 'Anna'],
  ['Anna\r\nBea', 'Anna Bea'],
  ['Anna\tBea', 'Anna Bea'],
  ['\u202eanna\u202c', 'anna'],
  ['An\u2066na\u2069', 'Anna'],
  ['A\u200bn\u200cn\u200da\u2060', 'Anna'],
  ['\ufeffAnna\u200e\u200f', 'Anna'],
  ['An\u0085na\u009f', 'Anna'],
  ['  Anna   Bea  ', 'Anna Bea'],
  ['Zoë 😀', 'Zoë 😀'],
];

describe('the name rule', () => {
  it.each(CASES)('cleans %j to %j', (typed, stored) => {
    expect(cleanMemberName(typed)).toBe(stored);
  });
});

describe('signup and the profile editor store the same cleaned name', () => {
  const { app } = useTestApp();

  const signup = (name: string) =>
    app().inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...CLIENT, ...fromNewIp() },
      payload: { email: uniqueEmail('name'), name, password: 'geheim123', password_confirm: 'geheim123', date_of_birth: '1990-04-12' },
    });

  it('strips control, bidi and zero-width characters in both places', async () => {
    // NUL is refused by every request schema (PostgreSQL cannot store it): see the test below.
    for (const [typed, stored] of CASES.filter(([typed]) => !typed.includes('\u0000'))) {
      const created = await signup(typed);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().user.profile.name).toBe(stored);

      const edited = await app().inject({
        method: 'PUT',
        url: '/api/profile.php',
        headers: { ...CLIENT, cookie: sessionCookie(created) },
        payload: { name: `${typed}` },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().profile.name).toBe(stored);
    }
  });

  it('refuses NUL in a name alike in both places (400 validation_failed)', async () => {
    const created = await signup('Anna');
    expect((await signup('An\u0000na')).statusCode).toBe(400);
    const edited = await app().inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { ...CLIENT, cookie: sessionCookie(created) },
      payload: { name: 'An\u0000na' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('measures the length after cleaning: invisible characters do not make a name long enough', async () => {
    const response = await signup('A\u200b\u200b\u202e');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'invalid_name' });
  });
});
