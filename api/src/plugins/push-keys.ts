import fp from 'fastify-plugin';
import { ensureVapidKeys } from '../repositories/vapid-keys.ts';

/** Makes sure every site has Web Push keys before the API answers (idempotent; a restart keeps the keys). */
export const pushKeysPlugin = fp(
  async (app) => {
    const created = await ensureVapidKeys(app.db);
    if (created === 0) return;
    app.log.info({ sites: created }, 'generated VAPID keys');
    // settings.php serves the public key: instances that already built it must build it again.
    await app.referenceChanged();
  },
  { name: 'push-keys', dependencies: ['db', 'reference-cache'] },
);
