/**
 * The two functions of `@module-federation/runtime` a remote's bundler runtime calls (`init`, `getRemoteEntry`),
 * written on the runtime core the shell provides (`_FEDERATION_RUNTIME_CORE`, external in a remote build).
 * Importing them from `@module-federation/runtime` instead put that package and the error-codes table it
 * asserts with (~6 KB raw) into every remote entry, for functions the remote never calls.
 *
 * `init` does what the runtime package's `init` does (runtime 2.9.2, src/index.ts and src/utils.ts): reuse the
 * federation instance of this build (or this name and version) if the page has one, or create it with the
 * page's federation constructor. Each remote bundles its own copy of this module, so the first instance it
 * remembers is its container's own, never the shell's.
 */
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  type UserOptions,
} from '@module-federation/runtime-core';

// The federation plugin defines it (`name:version` of the build) for the first federation plugin of a build.
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

export { getRemoteEntry };

function buildId(): string {
  return typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
}

/** The page's federation instance of this build, or of this name (and version, when one is given). */
function findInstance(name: string, version: string | undefined): ModuleFederation | undefined {
  const id = buildId();
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find((candidate: ModuleFederation) => {
    if (id && candidate.options.id === id) return true;
    if (candidate.options.name === name && !candidate.options.version && !version) return true;
    return candidate.options.name === name && Boolean(version) && candidate.options.version === version;
  });
}

function createInstance(options: UserOptions): ModuleFederation {
  const Constructor = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Constructor({ id: `${options.name}@${options.version || Date.now()}`, ...options });
  setGlobalFederationInstance(instance);
  return instance;
}

let firstInstance: ModuleFederation | null = null;

/** This container's federation instance: the one the page already has for it (options merged in), or a new one. */
export function init(options: UserOptions): ModuleFederation {
  const existing = findInstance(options.name, options.version);
  const normalized = { ...options, id: options.id || '' };
  if (!existing) {
    firstInstance = createInstance(normalized);
    return firstInstance;
  }
  existing.initOptions(normalized);
  firstInstance ??= existing;
  return existing;
}

/** The first instance `init` gave this container (what the runtime package's `getInstance()` answers). */
export function getInstance(): ModuleFederation | null {
  return firstInstance;
}

setGlobalFederationConstructor(ModuleFederation);
