import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrepaintConfig } from '@dating/shared-kit/federation/prepaint';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.OUT_DIR ? path.resolve(root, process.env.OUT_DIR) : path.join(root, 'dist');

// The landers' pages for the gateway to paint into the HTML, served beside this build's client files so a
// swapped build (registry variants) paints its own pages.
export default createPrepaintConfig({
  root,
  entry: './src/prepaint/render-lander-prepaint.tsx',
  outFile: path.join(outDir, 'prepaint', 'render.cjs'),
  buildLabel: process.env.BUILD_LABEL ?? 'mfe-landers@prod',
});
