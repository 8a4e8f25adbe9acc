import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import config from './rspack.config';

/**
 * The same pages without federation, for the bench's monolith ratio (e2e/bench/monolith.ts): the shell's
 * build minus the federation plugin, with the federation runtime swapped for monolith/federation-runtime.ts,
 * which imports every remote's exposed modules from source as lazy chunks. Output: shell/dist-monolith,
 * served by the same gateway (monolith/serve-monolith.ts) with no remote servers.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

config.output = { ...config.output, path: path.join(root, 'dist-monolith') };
config.plugins = (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)) as RspackPluginInstance[];
config.resolve = {
  ...config.resolve,
  alias: {
    ...(config.resolve?.alias as Record<string, string> | undefined),
    '@module-federation/enhanced/runtime$': path.join(root, 'monolith', 'federation-runtime.ts'),
  },
};
// The landers' hero pictures, as mfe-landers/rspack.config.ts ships them.
config.module?.rules?.push({ test: /\.(webp|avif)$/, type: 'asset/resource' });

export default config;
