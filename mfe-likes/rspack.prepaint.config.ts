import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemotePrepaintConfig } from '@dating/shared-kit/federation/prepaint';

// The likes pages, painted into a member's HTML by the gateway.
export default createRemotePrepaintConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe-likes',
  entry: './src/prepaint/render-page-prepaint.tsx',
});
