import fp from 'fastify-plugin';
import { ensureVapidKeys } from '../repositories/vapid-keys.ts';

/** Makes sure every site has Web Push keys before the API answers (idempotent; a restart keeps the keys). */
export const pushKeysPlugin = fp(
  async (app) => {
    const created = await ensureVapidKeys(app.db);
    if (created > 0) app.log.info({ sites: created }, 'generated VAPID keys');
  },
  { name: 'push-keys', dependencies: ['db'] },
);
