import type { RemoteName } from '@dating/shared-kit';

/** One remote's entry: a manifest URL, or a default plus variants per traffic source or experiment. */
export type RemoteEntry = string | { entry: string; variants?: Record<string, string> };

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

/**
 * Picks each remote's manifest URL. A variant keyed by the visitor's traffic source (tracking `network`)
 * or experiment wins over the default, so growth teams can point one source at another lander build.
 */
export function resolveRemotes(registry: RemotesRegistry, variantKeys: readonly string[]): ResolvedRemote[] {
  return Object.entries(registry.remotes).flatMap(([name, value]) => {
    if (!value) return [];
    const remote = name as RemoteName;
    const entry =
      typeof value === 'string'
        ? value
        : (variantKeys.map((key) => value.variants?.[key]).find((url) => typeof url === 'string') ?? value.entry);
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
