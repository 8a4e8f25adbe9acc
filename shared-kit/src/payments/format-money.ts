/**
 * A price in minor units (cents) as the member's locale writes it: nl '€ 9,99', de '9,99 €', en '€9.99'.
 * Amounts stay integers everywhere else; only display divides by 100 (all site currencies have 2 decimals).
 */
export function formatMoney(locale: string, minor: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
