import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemotePrepaintConfig } from '@dating/shared-kit/federation/prepaint';

// The landers' pages, painted into the HTML by the gateway.
export default createRemotePrepaintConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe-landers',
  entry: './src/prepaint/render-lander-prepaint.tsx',
});
