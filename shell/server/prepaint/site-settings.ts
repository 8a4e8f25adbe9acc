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
  // One call per host and country at a time: a burst of pages shares the answer instead of asking each.
  private readonly pending = new Map<string, Promise<SiteSettings | undefined>>();

  constructor(
    private readonly apiUrl: string,
    private readonly ttlMs = 60_000,
  ) {}

  /** `country`: the visitor's country as a geo-IP proxy names it (X-Country), which some settings follow. */
  async get(host: string, country?: string): Promise<SiteSettings | undefined> {
    const key = `${host}|${country ?? ''}`;
    return (await this.fresh(host, country)) ?? this.cache.get(key)?.settings;
  }

  /**
   * Settings the API gave within `ttlMs`, or asked now; undefined when it does not answer. Past half their
   * time they are still given, and asked again behind the page: with steady traffic a page never waits for
   * the call (a member page gives up on the settings after the gateway's short wait).
   */
  async fresh(host: string, country?: string): Promise<SiteSettings | undefined> {
    const key = `${host}|${country ?? ''}`;
    const known = this.cache.get(key);
    const age = known ? Date.now() - known.fetchedAt : Number.POSITIVE_INFINITY;
    if (known && age < this.ttlMs / 2) return known.settings;
    const asked = this.ask(key, host, country);
    return known && age < this.ttlMs ? known.settings : asked;
  }

  /** Keeps a copy it has fresh (asks again past half its time); asks nothing for a host it never had. */
  warm(host: string, country?: string): void {
    if (this.cache.has(`${host}|${country ?? ''}`)) void this.fresh(host, country);
  }

  private ask(key: string, host: string, country: string | undefined): Promise<SiteSettings | undefined> {
    let request = this.pending.get(key);
    if (!request) {
      request = this.fetchSettings(key, host, country).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }

  private async fetchSettings(key: string, host: string, country: string | undefined): Promise<SiteSettings | undefined> {
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
