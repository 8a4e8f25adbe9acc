import type { PaymentMethod } from '../../contracts/payments.ts';

/** Credits and prices per currency (minor units); the third bundle is on offer (old price struck through). */
const PRICES: Record<string, readonly [credits: number, price: number, oldPrice: number | null][]> = {
  EUR: [
    [50, 999, null],
    [120, 1999, null],
    [300, 3999, 4999],
    [750, 7999, null],
  ],
  CHF: [
    [50, 1099, null],
    [120, 2199, null],
    [300, 4399, 5499],
    [750, 8799, null],
  ],
  GBP: [
    [50, 899, null],
    [120, 1799, null],
    [300, 3499, 4299],
    [750, 6999, null],
  ],
  USD: [
    [50, 999, null],
    [120, 1999, null],
    [300, 3999, 4999],
    [750, 7999, null],
  ],
  DKK: [
    [50, 7499, null],
    [120, 14999, null],
    [300, 29999, 37499],
    [750, 59999, null],
  ],
  NOK: [
    [50, 11499, null],
    [120, 22999, null],
    [300, 45999, 57499],
    [750, 91999, null],
  ],
  SEK: [
    [50, 10999, null],
    [120, 21999, null],
    [300, 43999, 54999],
    [750, 87999, null],
  ],
  PLN: [
    [50, 4299, null],
    [120, 8599, null],
    [300, 16999, 21499],
    [750, 33999, null],
  ],
};

export function bundlesFor(currency: string): readonly { credits: number; price: number; oldPrice: number | null }[] {
  const prices = PRICES[currency] ?? PRICES.EUR!;
  return prices.map(([credits, price, oldPrice]) => ({ credits, price, oldPrice }));
}

/** The local favourite first, then cards and wallets; direct debit where SEPA reaches (euro countries). */
const LOCAL_FIRST: Record<string, PaymentMethod[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  DE: ['sofort'],
  AT: ['eps'],
  PL: ['przelewy24'],
};

export function methodsFor(country: string, currency: string): PaymentMethod[] {
  return [...(LOCAL_FIRST[country] ?? []), 'creditcard', 'paypal', 'applepay', ...(currency === 'EUR' ? (['sdd'] as const) : [])];
}
