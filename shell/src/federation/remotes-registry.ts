import type { RemoteName } from '@dating/shared-kit';

/**
 * A build given to a share of the visitors: each visitor falls in one of 100 buckets (a hash of the remote's
 * name and their visitor id), and buckets below `percent` get `entry`. Raising the percentage keeps everyone
 * who already had the build.
 */
export interface RemoteRollout {
  entry: string;
  percent: number;
}

/**
 * One remote's entry: a manifest URL, or a default plus variants per traffic source or experiment, and a
 * rollout to a stable percentage of visitors.
 */
export type RemoteEntry = string | { entry: string; variants?: Record<string, string>; rollout?: RemoteRollout };

/** The shape of `remotes.json`, served beside the shell and overridable per environment. */
export interface RemotesRegistry {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export interface ResolvedRemote {
  name: RemoteName;
  /** The federation name (`mfe_chat`), as the remote's build declares it. */
  federationName: string;
  entry: string;
}

export function federationNameOf(name: RemoteName): string {
  return name.replace(/-/g, '_');
}

/** Query keys whose value may select a remote variant (traffic source or experiment). */
const variantQueryKeys = ['network', 'exp'] as const;

export function variantKeysFrom(search: string): string[] {
  const params = new URLSearchParams(search);
  return variantQueryKeys.flatMap((key) => {
    const value = params.get(key);
    return value ? [value] : [];
  });
}

/** The visitor id cookie the gateway gives every browser, so a rollout picks the same build on every visit. */
export const VISITOR_COOKIE = 'visitor_id';

/** The visitor's id from a Cookie header or `document.cookie`; undefined without one. */
export function visitorIdFrom(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    const id = value.join('=');
    if (name === VISITOR_COOKIE && id) return decodeURIComponent(id);
  }
  return undefined;
}

/** The visitor's bucket (0-99) for one remote: FNV-1a, so the browser and the gateway agree without a library. */
export function rolloutBucket(remote: string, visitorId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${visitorId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

function rolloutEntry(remote: string, rollout: RemoteRollout | undefined, visitorId: string | undefined): string | undefined {
  if (!rollout || !visitorId) return undefined;
  return rolloutBucket(remote, visitorId) < rollout.percent ? rollout.entry : undefined;
}

/**
 * Picks each remote's manifest URL. A variant keyed by the visitor's traffic source (tracking `network`)
 * or experiment wins over the rest, so growth teams can point one source at another lander build; then a
 * rollout, for the visitors whose bucket falls in its percentage (a visitor without an id gets the default).
 */
export function resolveRemotes(registry: RemotesRegistry, variantKeys: readonly string[], visitorId?: string): ResolvedRemote[] {
  return Object.entries(registry.remotes).flatMap(([name, value]) => {
    if (!value) return [];
    const remote = name as RemoteName;
    const entry =
      typeof value === 'string'
        ? value
        : (variantKeys.map((key) => value.variants?.[key]).find((url) => typeof url === 'string') ??
          rolloutEntry(name, value.rollout, visitorId) ??
          value.entry);
    return [{ name: remote, federationName: federationNameOf(remote), entry }];
  });
}

export function isRemotesRegistry(value: unknown): value is RemotesRegistry {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return typeof remotes === 'object' && remotes !== null;
}

/** Loads the live registry; throws on any failure (registry-fallback.ts decides what the page uses then). */
export async function fetchRemotesRegistry(url = '/remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes registry ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesRegistry(body)) throw new Error(`remotes registry ${url}: unexpected shape`);
  return body;
}
