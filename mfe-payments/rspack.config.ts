import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@dating/shared-kit/federation';

export default createAppConfig({
  name: 'mfe-payments',
  root: path.dirname(fileURLToPath(import.meta.url)),
  port: 3004,
  exposes: { './routes': './src/exposes/routes.tsx', './TimeBonusModal': './src/exposes/time-bonus-modal.tsx' },
});
