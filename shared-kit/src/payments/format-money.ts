/**
 * A price for people: minor units (cents, never floats on the wire) in the locale's currency style,
 * e.g. nl '€ 9,99', de '9,99 €', en '€9.99'. Formatters are cached per locale and currency because the
 * credit shop formats every bundle on each render.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(locale: string, minor: number, currency: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  // Whole-unit currencies (JPY) have 0 fraction digits; their minor unit is the unit itself.
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}
