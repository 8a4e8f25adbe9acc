import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The folder of `@module-federation/webpack-bundler-runtime` as rspack's federation plugin resolves it
 * (through @module-federation/enhanced and its runtime-tools; the workspace has one version of each).
 */
export function bundlerRuntimeDir(): string {
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
  const runtimeTools = createRequire(enhanced).resolve('@module-federation/runtime-tools');
  return path.dirname(createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime'));
}

/** The bundler-runtime function host-bundler-runtime.ts keeps of its own, by a name the replacement of the bundler runtime does not catch. */
export const KEPT_INIT_CONTAINER_ENTRY = 'mf-bundler-runtime/initContainerEntry';

/** The file that name stands for (a remote's build and the stand-in's unit test resolve it the same way). */
export function keptInitContainerEntryFile(): string {
  return path.join(bundlerRuntimeDir(), 'initContainerEntry.js');
}
