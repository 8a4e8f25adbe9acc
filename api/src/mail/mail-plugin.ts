import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, DEFAULT_FROM, type Mailer } from './mailer.ts';
import { createOutboxMailer, startMailDrainer } from './mail-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends mail through the outbox table (mail-outbox.ts): recorded first, then SMTP when SMTP_URL is set,
     * else files in DATA_DIR/outbox (see /dev/outbox); retried with backoff until it is taken.
     */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  dataDir: string;
  /** Default: none, files in DATA_DIR/outbox (buildApp passes SMTP_URL). */
  smtpUrl?: string | undefined;
  /** Default: "Datingsite <noreply@datingsite.nl>" (buildApp passes MAIL_FROM). */
  from?: string | undefined;
  /** How often queued mails are tried again (default 5 s; buildApp passes MAIL_OUTBOX_POLL_MS); 0 turns the drainer off. */
  drainEveryMs?: number | undefined;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: outboxDir(options.dataDir),
      from: options.from ?? DEFAULT_FROM,
    });
    app.decorate('mailer', createOutboxMailer(app.db, { transport }));
    const drainEveryMs = options.drainEveryMs ?? 5_000;
    if (drainEveryMs > 0) {
      const stop = startMailDrainer(app.db, {
        transport,
        intervalMs: drainEveryMs,
        onError: (error) => app.log.warn({ err: error }, 'mail outbox round failed'),
      });
      app.addHook('onClose', stop);
    }
  },
  { name: 'mailer', dependencies: ['db'] },
);

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}
