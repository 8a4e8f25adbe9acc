import { describe, expect, it } from 'vitest';
import { checkMobileNumber } from './mobile-phone.ts';

const SOLD = new Set(['NL', 'BE', 'DE', 'US', 'GB']);

describe('checkMobileNumber', () => {
  it("reads national, 00 and + forms in E.164, in the member's country when there is no country code", () => {
    for (const typed of ['06 12 34 56 78', '06-1234 5678', '+31 6 1234 5678', '0031612345678', '(06) 12345678']) {
      expect(checkMobileNumber(typed, 'NL', SOLD), typed).toEqual({ ok: true, e164: '+31612345678', country: 'NL' });
    }
    expect(checkMobileNumber('0151 12345678', 'DE', SOLD)).toEqual({ ok: true, e164: '+4915112345678', country: 'DE' });
    expect(checkMobileNumber('+4915112345678', 'NL', SOLD)).toMatchObject({ ok: true, country: 'DE' });
    // The US plan cannot tell mobile from fixed lines: both pass there.
    expect(checkMobileNumber('+1 202 555 0123', 'NL', SOLD)).toMatchObject({ ok: true, country: 'US' });
  });

  it('refuses premium-rate, fixed-line, toll-free, satellite and international-network numbers and text', () => {
    for (const typed of [
      '0900 1234567',
      '+31 20 123 4567',
      '0800 0123',
      '+88213123456',
      '+8816123456',
      '+883510012345',
      '+44 909 8790000',
      'call me',
      '06 1234',
    ]) {
      expect(checkMobileNumber(typed, 'NL', SOLD), typed).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses mobile numbers of countries the site does not sell in', () => {
    expect(checkMobileNumber('+33 6 12 34 56 78', 'NL', SOLD)).toEqual({ ok: false, reason: 'country' });
    expect(checkMobileNumber('+7 912 345 67 89', 'NL', SOLD)).toEqual({ ok: false, reason: 'country' });
  });
});
