import { caretAfterFormat, formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN helpers', () => {
  it.each([
    'NL91ABNA0417164300',
    'nl91 abna 0417 1643 00',
    'DE89 3704 0044 0532 0130 00',
    'BE68539007547034',
    'GB82-WEST-1234-5698-7654-32',
  ])('accepts the valid IBAN %j, typed any way', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'NL92ABNA0417164300'],
    ['one character too many for NL', 'NL91ABNA04171643001'],
    ['one character too few for DE', 'DE89370400440532013'],
    ['junk', '1234'],
    ['nothing', ''],
  ])('rejects %s (%j)', (_problem, iban) => {
    expect(isValidIban(iban)).toBe(false);
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
