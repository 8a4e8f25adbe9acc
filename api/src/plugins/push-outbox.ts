import fp from 'fastify-plugin';
import { startPushDrainer } from '../services/push/push-outbox.ts';

export interface PushOutboxPluginOptions {
  /** How often queued pushes are tried again (buildApp passes MAIL_OUTBOX_POLL_MS, the one outbox poll); 0: never. */
  drainEveryMs?: number | undefined;
}

/** Retries the pushes the push service did not take at once (push_outbox), with backoff, until taken or expired. */
export const pushOutboxPlugin = fp<PushOutboxPluginOptions>(
  async (app, options) => {
    const drainEveryMs = options.drainEveryMs ?? 5_000;
    if (drainEveryMs <= 0) return;
    const stop = startPushDrainer(
      { db: app.db, log: app.log },
      { intervalMs: drainEveryMs, onError: (error) => app.log.warn({ err: error }, 'push outbox round failed') },
    );
    app.addHook('onClose', stop);
  },
  { name: 'push-outbox', dependencies: ['db', 'push-keys'] },
);
