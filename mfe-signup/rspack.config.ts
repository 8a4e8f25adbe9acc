import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@dating/shared-kit/federation';

export default createAppConfig({
  name: 'mfe-signup',
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: 3005,
  exposes: { './routes': './src/exposes/routes.tsx', './SignupModal': './src/exposes/signup-modal.tsx' },
});
