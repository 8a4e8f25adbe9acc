/** Parsers of single environment settings, kept apart from the plugins that use the values so config.ts loads no plugin. */

/** Normalises SITE_ORIGIN to scheme://host[:port]; anything else is a start-up error, not a silent fallback. */
export function parseSiteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_ORIGIN must be http(s): ${value}`);
  return url.origin;
}

/** Parses RATE_LIMITS ("signup=500,reset-request=100"); anything else in it is a configuration error. */
export function parseRateLimitOverrides(value: string | undefined): Record<string, number> {
  const overrides: Record<string, number> = {};
  for (const part of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,9})$/.exec(part);
    if (!match) throw new Error(`Invalid RATE_LIMITS entry: ${part}`);
    overrides[match[1]!] = Number(match[2]);
  }
  return overrides;
}

/** REFERENCE_CACHE_MAX_AGE_MS, when set, as a positive whole number of milliseconds. */
export function readCacheMaxAge(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Invalid REFERENCE_CACHE_MAX_AGE_MS: ${value}`);
  return ms;
}
