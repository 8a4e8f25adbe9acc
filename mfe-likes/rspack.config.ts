import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@dating/shared-kit/federation';

export default createAppConfig({
  name: 'mfe-likes',
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: 3003,
  exposes: { './routes': './src/exposes/routes.tsx', './NewLikeModal': './src/exposes/new-like-modal.tsx' },
});
