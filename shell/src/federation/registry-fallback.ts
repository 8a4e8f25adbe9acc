import builtInRegistryJson from '../../public/remotes.json';
import { fetchRemotesRegistry, isRemotesRegistry } from './remotes-registry';
import type { RemotesRegistry } from './remotes-registry';

/**
 * Where the registry the page runs on came from: the live `remotes.json`, the last good copy this browser
 * kept (localStorage, 30 days: registries change with deploys, and an old entry still beats none), or the
 * one built into the shell (shell/public/remotes.json at build time).
 */
export type RegistrySource = 'live' | 'last-good' | 'built-in';

export interface LoadedRegistry {
  registry: RemotesRegistry;
  source: RegistrySource;
  /** Why the live registry was not used (kept for the console; the member sees a translated notice). */
  failure?: string;
}

export const LAST_GOOD_REGISTRY_KEY = 'shell.lastGoodRegistry';
export const LAST_GOOD_REGISTRY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const builtInRegistry: RemotesRegistry = builtInRegistryJson as RemotesRegistry;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function saveLastGood(registry: RemotesRegistry, now: number): void {
  try {
    storage()?.setItem(LAST_GOOD_REGISTRY_KEY, JSON.stringify({ savedAt: now, registry }));
  } catch {
    // Quota full: the built-in default remains.
  }
}

function readLastGood(now: number): RemotesRegistry | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(LAST_GOOD_REGISTRY_KEY) ?? 'null') as { savedAt?: unknown; registry?: unknown } | null;
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > LAST_GOOD_REGISTRY_MAX_AGE_MS) return undefined;
    return isRemotesRegistry(stored.registry) ? stored.registry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The registry the page composes from. A live registry that fails (HTTP error, no connection, not JSON,
 * wrong shape) no longer stops the whole site: the last good or built-in one is used and the shell says so.
 * `inline`: the registry the page came with, used instead of fetching when it has the right shape.
 */
export async function loadRemotesRegistry(url = '/remotes.json', now = Date.now(), inline?: unknown): Promise<LoadedRegistry> {
  try {
    // The gateway wrote the live registry into the page (shell/server/boot-head): the same answer, no request.
    const registry = isRemotesRegistry(inline) ? inline : await fetchRemotesRegistry(url);
    saveLastGood(registry, now);
    return { registry, source: 'live' };
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    const lastGood = readLastGood(now);
    return lastGood ? { registry: lastGood, source: 'last-good', failure } : { registry: builtInRegistry, source: 'built-in', failure };
  }
}
