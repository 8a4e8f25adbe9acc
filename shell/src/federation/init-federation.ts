import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { errorLoadRemotePlugin, retryPlugin, sharedVersionPlugin } from './runtime-plugins';
import { resolveRemotes, variantKeysFrom, visitorIdFrom } from './remotes-registry';
import { loadRemotesRegistry } from './registry-fallback';
import { setRegistrySource } from './registry-status';

export { variantKeysFrom };
import type { ResolvedRemote } from './remotes-registry';

/**
 * Reads the remotes registry at run time and registers every remote, so pointing a name at another
 * manifest URL swaps that remote without rebuilding the shell. `inlineRegistry`: the one the page came with.
 */
export async function initFederation(search: string, inlineRegistry?: unknown): Promise<ResolvedRemote[]> {
  registerPlugins([
    retryPlugin(),
    sharedVersionPlugin(),
    errorLoadRemotePlugin((failure) => console.warn('[remote unavailable]', failure)),
  ]);
  // Never throws: a failed registry falls back to the last good or built-in one, and the shell says so.
  const { registry, source, failure } = await loadRemotesRegistry(undefined, undefined, inlineRegistry);
  if (failure) console.warn('[remotes registry unavailable]', failure, `(using the ${source} registry)`);
  setRegistrySource(source);
  // The visitor id the gateway set picks the same rollout build as the gateway's preloads and painted page.
  const remotes = resolveRemotes(registry, variantKeysFrom(search), visitorIdFrom(document.cookie));
  registerRemotes(remotes.map((remote) => ({ name: remote.federationName, entry: remote.entry })));
  for (const remote of remotes) registered.set(remote.federationName, remote);
  return remotes;
}

const registered = new Map<string, ResolvedRemote>();

/** Registers one remote again, dropping what the runtime cached of a failed load (for the retry button). */
export function reregisterRemote(federationName: string): void {
  const remote = registered.get(federationName);
  if (remote) registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force: true });
}
