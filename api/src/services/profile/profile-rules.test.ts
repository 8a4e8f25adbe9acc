import { describe, expect, it } from 'vitest';
import { ageOn } from '../../lib/birthdate.ts';
import { checkAbout, checkBirthdate, checkName } from './profile-rules.ts';

const today = new Date(Date.UTC(2025, 5, 15)); // 2025-06-15

describe('profile rules', () => {
  it('removes from an about text exactly the C0 controls other than tab and newline, and DEL', () => {
    const removed = (code: number) => (code <= 0x08 || (code >= 0x0b && code <= 0x1f) || code === 0x7f) && code !== 0x0d;
    const wrong = Array.from({ length: 0x10000 }, (_, code) => code)
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .filter((code) => {
        const typed = `a${String.fromCharCode(code)}b`;
        // A lone carriage return becomes a newline (line ends normalised) before controls are removed.
        const expected = removed(code) ? 'ab' : code === 0x0d ? 'a\nb' : typed;
        const result = checkAbout(typed);
        return !('about' in result) || result.about !== expected;
      });
    expect(wrong.map((code) => code.toString(16))).toEqual([]);
  });

  it('counts the 18th birthday itself as 18', () => {
    expect(checkBirthdate('2007-06-15', today)).toEqual({ birthdate: '2007-06-15' });
    expect(checkBirthdate('2007-06-16', today)).toMatchObject({ error: { code: 'too_young', params: { min_age: 18 } } });
    expect(ageOn(2007, 6, 16, today)).toBe(17);
    expect(ageOn(2000, 2, 29, today)).toBe(25);
  });

  it('accepts leap days only in leap years and rejects odd shapes', () => {
    expect(checkBirthdate('2000-02-29', today)).toEqual({ birthdate: '2000-02-29' });
    for (const raw of ['2001-02-29', '1990-13-01', '1990-1-1', '1899-12-31', '', 'yesterday', '2030-01-01']) {
      expect(checkBirthdate(raw, today)).toMatchObject({ error: { code: 'invalid_birthdate', message: 'Ongeldige geboortedatum.' } });
    }
  });

  it('cleans names and applies the spec rules in order', () => {
    expect(checkName('  Anna\u0000  de  Vries ', null)).toEqual({ name: 'Anna de Vries' });
    expect(checkName('@anna', 'x@example.com')).toMatchObject({ error: { code: 'name_starts_with_at' } });
    expect(checkName('Anna@Example.com', 'anna@example.com')).toMatchObject({ error: { code: 'name_equals_email' } });
    expect(checkName('Anna', null)).toEqual({ name: 'Anna' });
  });

  it('keeps about-me text as typed, minus control characters', () => {
    expect(checkAbout('<script>alert(1)</script>\u0007 hi')).toEqual({ about: '<script>alert(1)</script> hi' });
    expect(checkAbout('a'.repeat(2000))).toEqual({ about: 'a'.repeat(2000) });
  });
});
