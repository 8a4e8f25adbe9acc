/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a remote built with the `use` federation
 * runtime (create-app-config.ts): the remote's container runs on the functions of the shell's copy, which
 * provide-bundler-runtime-plugin.ts hands over, instead of bundling its own copy and the SDK it pulls in
 * (about 10 KB gzip of every remote entry). Like the external runtime core, it needs the shell's page.
 *
 * Only the functions are the shell's: each container still gets its own federation object (instance,
 * options, share scope), and its own `init` (remote-federation-init.ts), which remembers the first instance
 * it creates: the shell's copy must keep remembering the shell's.
 */
// The shell has no exposes, so its build leaves this one function out of its copy.
import { initContainerEntry } from 'mf-bundler-runtime/initContainerEntry';
import { HOST_BUNDLER_RUNTIME_KEY, type HostBundlerRuntime } from './host-bundler-runtime-key';
import { getRemoteEntry, init } from './remote-federation-init';

const host = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME_KEY] as HostBundlerRuntime | undefined;
if (!host) throw new Error('This remote runs on the federation runtime of the site shell, which has not provided it.');

export default {
  // What the bundler runtime calls on it (init.ts, getSharedFallbackGetter.ts); the rest is left out.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
