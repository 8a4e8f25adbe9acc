import { describe, expect, it } from 'vitest';
import { checkMandateIban } from './mandate-iban.ts';
import { maskPhone } from './phone-hint.ts';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code.ts';

describe('checkMandateIban', () => {
  it('normalises spaces and case and accepts valid SEPA IBANs', () => {
    expect(checkMandateIban('nl91 abna 0417 1643 00')).toEqual({ ok: true, iban: 'NL91ABNA0417164300', country: 'NL' });
    expect(checkMandateIban('DE89 3704 0044 0532 0130 00')).toMatchObject({ ok: true, country: 'DE' });
    expect(checkMandateIban('BE68539007547034')).toMatchObject({ ok: true, country: 'BE' });
  });

  it('refuses a wrong checksum and a wrong length for the country', () => {
    expect(checkMandateIban('NL92ABNA0417164300')).toEqual({ ok: false, reason: 'checksum_or_length' });
    expect(checkMandateIban('NL91ABNA041716430')).toEqual({ ok: false, reason: 'checksum_or_length' });
  });

  it('refuses text that is no IBAN at all', () => {
    expect(checkMandateIban('hello world')).toEqual({ ok: false, reason: 'format' });
    expect(checkMandateIban('1234567890')).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses a valid IBAN of a country outside SEPA', () => {
    // Turkey: a well-formed IBAN with a correct checksum, but no SEPA Direct Debit there.
    expect(checkMandateIban('TR330006100519786457841326')).toEqual({ ok: false, reason: 'not_sepa' });
  });
});

describe('SMS codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newSmsCode()).toMatch(/^[0-9]{6}$/);
  });

  it('are kept only as a keyed hash bound to the mandate, and verified against it', () => {
    const hash = hashSmsCode('004512', 7, 'secret');
    expect(hash).not.toContain('004512');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(smsCodeMatches('004512', 7, 'secret', hash)).toBe(true);
    expect(smsCodeMatches('004513', 7, 'secret', hash)).toBe(false);
    expect(smsCodeMatches('004512', 8, 'secret', hash)).toBe(false);
    expect(smsCodeMatches('004512', 7, 'other', hash)).toBe(false);
    expect(smsCodeMatches('004512', 7, 'secret', 'not-hex')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('shows the country code, the first national digit and the last four', () => {
    expect(maskPhone('+31612341234')).toBe('+31 6 •••• 1234');
    expect(maskPhone('+4915112345678')).toBe('+49 1 •••• 5678');
    expect(maskPhone('+358401234567')).toBe('+358 4 •••• 4567');
  });
});
