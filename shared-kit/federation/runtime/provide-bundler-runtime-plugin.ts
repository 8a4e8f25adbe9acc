import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { HOST_BUNDLER_RUNTIME_KEY, type HostBundlerRuntime } from './host-bundler-runtime-key';

// The shell's own federation runtime state (rspack's module API), filled before any runtime plugin hook runs.
declare const __webpack_require__: { federation: HostBundlerRuntime };

/**
 * A runtime plugin of the shell (federation runtime `provide`): hands its bundler runtime to the remotes,
 * which run on it (host-bundler-runtime.ts) as they run on its runtime core, instead of each bundling a copy.
 */
export default function provideBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME_KEY] = {
        bundlerRuntime,
        attachShareScopeMap,
      } satisfies HostBundlerRuntime;
      return args;
    },
  };
}
