import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

/** Intl separates the symbol with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes the Dutch price with the euro sign first', () => {
    expect(plain(formatMoney('nl', 999, 'EUR'))).toBe('€ 9,99');
  });

  it('writes the German price with the euro sign last', () => {
    expect(plain(formatMoney('de', 999, 'EUR'))).toBe('9,99 €');
  });

  it('keeps cents of larger amounts and other currencies', () => {
    expect(plain(formatMoney('en', 12_345, 'EUR'))).toBe('€123.45');
    expect(plain(formatMoney('pl', 4_999, 'PLN'))).toBe('49,99 zł');
  });
});
