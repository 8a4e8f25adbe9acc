import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@dating/shared-kit/federation';

// Landers are swapped by growth teams through the shell's remotes.json, so this remote exposes only routes.
const config = createAppConfig({
  name: 'mfe-landers',
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: 3006,
  exposes: { './routes': './src/exposes/routes.tsx' },
  // Landers are the entry pages of paid traffic: the shell's federation runtime serves them (~18 KB less).
  federationRuntime: 'use',
});

// Hero pictures ship with the remote as files (never inlined: the LCP image must not bloat the JS).
config.module?.rules?.push({ test: /\.(webp|avif)$/, type: 'asset/resource' });

export default config;
