import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemotePrepaintConfig } from '@dating/shared-kit/federation/prepaint';

// The conversation list, painted into a member's HTML by the gateway.
export default createRemotePrepaintConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe-chat',
  entry: './src/prepaint/render-page-prepaint.tsx',
});
