import type { GeocodeResponse } from '@dating/shared-kit';

/** localStorage key of the last geocode answer: `{ at: epoch ms, result }`. */
export const geocodeCacheKey = 'shell.profile.geocode';

/** The geolocation result is cached up to 1 hour. */
export const geocodeCacheMs = 60 * 60 * 1000;

export function readCachedGeocode(now: number = Date.now()): GeocodeResponse | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(geocodeCacheKey) ?? 'null') as { at?: number; result?: GeocodeResponse } | null;
    if (!cached || typeof cached.at !== 'number' || cached.result === undefined) return undefined;
    return now - cached.at < geocodeCacheMs ? cached.result : undefined;
  } catch {
    return undefined;
  }
}

export function storeGeocode(result: GeocodeResponse, now: number = Date.now()): void {
  try {
    localStorage.setItem(geocodeCacheKey, JSON.stringify({ at: now, result }));
  } catch {
    // Without storage the next click asks the browser again; nothing else breaks.
  }
}
