import type { SiteSettings } from '@dating/shared-kit';

interface Cached {
  settings: SiteSettings;
  fetchedAt: number;
}

/**
 * The site settings per host, as the browser's first call would get them, for painting a page in the
 * site's language and with its texts, and for writing them into the page (shell/server/boot-head). Kept
 * `ttlMs`. When the API does not answer, `get` gives the last good copy (a painted page in yesterday's
 * texts beats none), `fresh` gives nothing (the page must not claim settings the API cannot confirm: the
 * shell then asks itself and shows its degraded state).
 */
export class SiteSettingsCache {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly apiUrl: string,
    private readonly ttlMs = 60_000,
  ) {}

  /** `country`: the visitor's country as a geo-IP proxy names it (X-Country), which some settings follow. */
  async get(host: string, country?: string): Promise<SiteSettings | undefined> {
    const key = `${host}|${country ?? ''}`;
    return (await this.fresh(host, country)) ?? this.cache.get(key)?.settings;
  }

  /** Settings the API gave within `ttlMs`, or asked now; undefined when it does not answer. */
  async fresh(host: string, country?: string): Promise<SiteSettings | undefined> {
    const key = `${host}|${country ?? ''}`;
    const known = this.cache.get(key);
    if (known && Date.now() - known.fetchedAt < this.ttlMs) return known.settings;
    try {
      const response = await fetch(`${this.apiUrl}/api/settings.php`, {
        // The API picks the site by the forwarded host, as for the browser's own call through the gateway.
        headers: { 'x-forwarded-host': host, 'x-request-type': 'client', ...(country ? { 'x-country': country } : {}) },
        signal: AbortSignal.timeout(1_500),
      });
      if (!response.ok) return undefined;
      const settings = (await response.json()) as SiteSettings;
      // Bounded: hosts and countries come from requests.
      if (this.cache.size >= 1_000) this.cache.clear();
      this.cache.set(key, { settings, fetchedAt: Date.now() });
      return settings;
    } catch {
      return undefined;
    }
  }
}
