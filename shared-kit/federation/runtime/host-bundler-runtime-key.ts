/** Where the shell leaves its federation bundler runtime for the remotes (one key, read by both sides). */
export const HOST_BUNDLER_RUNTIME_KEY = '__DATING_FEDERATION_BUNDLER_RUNTIME__';

/** The parts of the shell's `__webpack_require__.federation` a remote's container borrows. */
export interface HostBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
}
