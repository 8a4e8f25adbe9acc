import { caretAfterFormat, formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN helpers', () => {
  it('accepts valid IBANs of several countries, typed any way', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('GB82-WEST-1234-5698-7654-32')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length for the country and junk', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA04171643001')).toBe(false);
    expect(isValidIban('DE89370400440532013')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('groups by four as typed and keeps the caret after the same character', () => {
    expect(formatIban('nl91abna0417')).toBe('NL91 ABNA 0417');
    expect(formatIban('NL91 ABNA')).toBe('NL91 ABNA');
    expect(formatIban('NL91A')).toBe('NL91 A');
    expect(normalizeIban('NL91 abna-0417')).toBe('NL91ABNA0417');
    // Five characters typed before the caret land after the space the grouping added.
    expect(caretAfterFormat('NL91 ABNA', 5)).toBe(6);
    expect(caretAfterFormat('NL91 ABNA', 4)).toBe(4);
    expect(caretAfterFormat('NL91 ABNA', 8)).toBe(9);
  });
});
