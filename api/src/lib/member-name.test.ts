import { describe, expect, it } from 'vitest';
import { CLIENT, fromNewIp, sessionCookie, signUp, uniqueEmail } from '../routes/account/test-support.ts';
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

/** Every BMP character outside the surrogates, as the code point and the one-character string. */
const bmp = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) => code < 0xd800 || code > 0xdfff);
const inRanges = (code: number, ranges: Array<[number, number]>) => ranges.some(([from, to]) => code >= from && code <= to);

describe('the name rule', () => {
  it('strips exactly the C0 and C1 controls except white space, and the invisible formatting characters', () => {
    const invisible: Array<[number, number]> = [
      [0x00, 0x08],
      [0x0e, 0x1f],
      [0x7f, 0x9f],
      [0x61c, 0x61c],
      [0x180e, 0x180e],
      [0x200b, 0x200f],
      [0x202a, 0x202e],
      [0x2060, 0x2064],
      [0x2066, 0x2069],
      [0xfeff, 0xfeff],
    ];
    const wrong = bmp.filter((code) => {
      const typed = `a${String.fromCharCode(code)}b`;
      const expected = inRanges(code, invisible) ? 'ab' : /\s/.test(typed[1] as string) ? 'a b' : typed;
      return cleanMemberName(typed) !== expected;
    });
    expect(wrong.map((code) => code.toString(16))).toEqual([]);
  });

  it.each(CASES)('cleans %j to %j', (typed, stored) => {
    expect(cleanMemberName(typed)).toBe(stored);
  });
});

describe('signup and the profile editor store the same cleaned name', () => {
  const { app } = useTestApp();

  const signup = (name: string) => signUp(app(), { email: uniqueEmail('name'), name, date_of_birth: '1990-04-12' }, fromNewIp());

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
