import type { SiteSettings } from '@dating/shared-kit';

interface Cached {
  settings: SiteSettings;
  fetchedAt: number;
}

/**
 * The site settings per host, as the browser's first call would get them, for painting a page in the
 * site's language and with its texts. Kept `ttlMs`; when the API does not answer, the last good copy is
 * used, and without one the page is not painted (the app then shows whatever the API's state allows).
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
    const known = this.cache.get(key);
    if (known && Date.now() - known.fetchedAt < this.ttlMs) return known.settings;
    try {
      const response = await fetch(`${this.apiUrl}/api/settings.php`, {
        // The API picks the site by the forwarded host, as for the browser's own call through the gateway.
        headers: { 'x-forwarded-host': host, 'x-request-type': 'client', ...(country ? { 'x-country': country } : {}) },
        signal: AbortSignal.timeout(1_500),
      });
      if (!response.ok) return known?.settings;
      const settings = (await response.json()) as SiteSettings;
      // Bounded: hosts and countries come from requests.
      if (this.cache.size >= 1_000) this.cache.clear();
      this.cache.set(key, { settings, fetchedAt: Date.now() });
      return settings;
    } catch {
      return known?.settings;
    }
  }
}
