import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrepaintConfig } from '@dating/shared-kit/federation/prepaint';

// The shell's pages for the gateway to paint into the HTML (home page, lander layout): Node, one file.
export default createPrepaintConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  entry: './src/prepaint/render-shell-prepaint.tsx',
  buildLabel: process.env.BUILD_LABEL ?? 'shell@prod',
});
