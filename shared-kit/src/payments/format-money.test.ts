import { formatMoney } from './format-money';

// Intl puts a no-break space (U+00A0) between amount and sign; the tests compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes cents as the locale writes its currency', () => {
    expect(plain(formatMoney('nl', 999, 'EUR'))).toBe('€ 9,99');
    expect(plain(formatMoney('de', 999, 'EUR'))).toBe('9,99 €');
    expect(formatMoney('en', 999, 'EUR')).toBe('€9.99');
  });

  it('keeps whole amounts exact and groups thousands', () => {
    expect(plain(formatMoney('nl', 100, 'EUR'))).toBe('€ 1,00');
    expect(plain(formatMoney('de', 123456, 'EUR'))).toBe('1.234,56 €');
    expect(plain(formatMoney('nl', 0, 'EUR'))).toBe('€ 0,00');
  });

  it('uses the currency of the price, not of the locale', () => {
    expect(plain(formatMoney('pl', 4999, 'PLN'))).toBe('49,99 zł');
    expect(plain(formatMoney('de', 999, 'CHF'))).toBe('9,99 CHF');
  });

  it('reads a currency without minor units as whole units', () => {
    expect(formatMoney('en', 500, 'JPY')).toBe('¥500');
  });
});
