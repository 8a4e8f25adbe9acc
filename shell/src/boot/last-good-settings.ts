import type { SiteSettings } from '@dating/shared-kit';

/**
 * The last settings.php answer this browser had, per site (the host picks the site), in localStorage. While
 * the API is down at start the shell renders with them (site name, languages, logo text) instead of bare
 * defaults. Kept 7 days: long enough to cover a weekend outage for a weekly visitor, short enough that
 * changed settings (a new language, a new support address) never linger for long. A fresh answer replaces
 * them at once.
 */
export const LAST_GOOD_SETTINGS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const keyPrefix = 'shell.lastGoodSettings.';

interface Stored {
  savedAt: number;
  settings: SiteSettings;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, cookie settings): the site runs without the fallback.
    return undefined;
  }
}

export function saveLastGoodSettings(host: string, settings: SiteSettings, now = Date.now()): void {
  try {
    storage()?.setItem(keyPrefix + host, JSON.stringify({ savedAt: now, settings } satisfies Stored));
  } catch {
    // Quota full: keeping the fallback is a nicety, never worth failing the page for.
  }
}

export function readLastGoodSettings(host: string, now = Date.now()): SiteSettings | undefined {
  const raw = storage()?.getItem(keyPrefix + host);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.savedAt !== 'number' || typeof stored.settings !== 'object' || stored.settings === null) return undefined;
    if (now - stored.savedAt > LAST_GOOD_SETTINGS_MAX_AGE_MS || stored.savedAt > now) return undefined;
    return stored.settings;
  } catch {
    return undefined;
  }
}
