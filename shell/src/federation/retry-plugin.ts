import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts after the first. */
  retries: number;
  delayMs: number;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it succeeds, `retries` more times at most, `before` ahead of every retry. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs }: RetryOptions,
  before: () => void = () => undefined,
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await wait(delayMs);
      before();
    }
  }
}

/**
 * Retries a remote's manifest, entry script and module factory a few times before the slot shows its
 * fallback, so a dropped packet does not cost a member the page. Our own (a few lines) instead of
 * @module-federation/retry-plugin, whose only release here brings a second, older federation SDK to every page.
 */
export function retryPlugin(options: RetryOptions = { retries: 2, delayMs: 300 }): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    async fetch(url, init) {
      return withRetries(async () => {
        const response = await fetch(url, init);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response;
      }, options);
    },
    // Typed by the runtime as a promise of a promise; it awaits what the hook resolves to, the entry (as
    // @module-federation/retry-plugin returns it).
    loadEntryError: (({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      // The runtime remembers the failed load under uniqueKey: forget it, or every retry gets the same failure.
      // _inErrorHandling: a retry that fails again must come back here as a rejection, not re-enter this hook.
      const load = async () => {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports, _inErrorHandling: true });
        if (!entry) throw new Error(`${remoteInfo.name}: no remote entry`);
        return entry;
      };
      return withRetries(load, options, () => {
        delete globalLoading[uniqueKey];
      });
    }) as unknown as LoadEntryErrorHook,
  };
}
