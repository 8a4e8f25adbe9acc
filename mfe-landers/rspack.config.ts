import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@dating/shared-kit/federation';

// Landers are swapped by growth teams through the shell's remotes.json, so this remote exposes only routes.
export default createAppConfig({
  name: 'mfe-landers',
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: 3006,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
