import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrepaintConfig } from '@dating/shared-kit/federation/prepaint';

const root = path.dirname(fileURLToPath(import.meta.url));

// The likes pages for the gateway to paint into a member's HTML, served beside this
// build's client files so a swapped build paints its own pages.
export default createPrepaintConfig({
  root,
  entry: './src/prepaint/render-page-prepaint.tsx',
  outFile: path.join(root, 'dist', 'prepaint', 'render.cjs'),
  buildLabel: process.env.BUILD_LABEL ?? 'mfe-likes@prod',
});
