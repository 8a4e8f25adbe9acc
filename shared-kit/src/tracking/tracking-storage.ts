import type { SignupTracking } from '../api/contracts';
/**
 * Query parameters that say where a visitor came from: the affiliate
 * network and its sub ids, the campaign tags and the ad networks' click ids.
 */
export const trackingKeys = [
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'clickid',
  'gclid',
  'fbclid',
  'msclkid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type TrackingKey = (typeof trackingKeys)[number];

// The signup API stores exactly these keys: the compiler fails here when either list gains one alone.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const keysMatchSignupApi: SameKeys<TrackingKey, keyof SignupTracking> = true;
void keysMatchSignupApi;
export type TrackingParams = Partial<Record<TrackingKey, string>>;

/** localStorage key: `{ "params": { "network": "...", ... }, "storedAt": "<ISO date>" }`. */
export const trackingStorageKey = 'dating.tracking';

/** How long a visit's source is remembered: the usual affiliate attribution window. */
export const trackingMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

const maxValueLength = 200;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TrackingStorageDeps {
  storage?: KeyValueStorage;
  now?: () => number;
}

/** The tracking parameters present in a query string (`?network=x&sub1=y`); empty values are left out. */
export function trackingFromSearch(search: string): TrackingParams {
  const query = new URLSearchParams(search);
  const params: TrackingParams = {};
  for (const key of trackingKeys) {
    const value = query.get(key)?.trim();
    if (value) params[key] = value.slice(0, maxValueLength);
  }
  return params;
}

/** Signups with setting `with_trafficsource` need a traffic source: a network or a referrer id. */
export function hasTrafficSource(params: TrackingParams): boolean {
  return Boolean(params.network || params.ref);
}

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: tracking is best effort
  }
}

/**
 * Where the shell keeps a visitor's traffic source until signup sends it to the API. Remotes cannot
 * import the shell, so the signup remote reads it here. The last visit with tracking parameters wins.
 */
export const trackingStorage = {
  /** Stores the tracking parameters of `search` when there are any; returns what it stored. */
  capture(search: string, { storage = defaultStorage(), now = Date.now }: TrackingStorageDeps = {}): TrackingParams | undefined {
    const params = trackingFromSearch(search);
    if (!storage || Object.keys(params).length === 0) return undefined;
    storage.setItem(trackingStorageKey, JSON.stringify({ params, storedAt: new Date(now()).toISOString() }));
    return params;
  },

  /** The stored parameters, or `{}` when none were stored, they are older than 30 days, or unreadable. */
  read({ storage = defaultStorage(), now = Date.now }: TrackingStorageDeps = {}): TrackingParams {
    const raw = storage?.getItem(trackingStorageKey);
    if (!raw) return {};
    try {
      const { params, storedAt } = JSON.parse(raw) as { params?: unknown; storedAt?: unknown };
      const age = now() - new Date(String(storedAt)).getTime();
      if (!(age >= 0 && age <= trackingMaxAgeMs) || typeof params !== 'object' || params === null) return {};
      return trackingFromSearch(new URLSearchParams(params as Record<string, string>).toString());
    } catch {
      return {};
    }
  },

  /** Forgets the source, e.g. once signup has sent it. */
  clear({ storage = defaultStorage() }: TrackingStorageDeps = {}): void {
    storage?.removeItem(trackingStorageKey);
  },
};
