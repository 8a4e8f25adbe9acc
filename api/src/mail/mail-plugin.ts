import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, DEFAULT_FROM, type Mailer } from './mailer.ts';
import { createOutboxMailer, startOutboxDrainer } from './mail-outbox.ts';

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
  /** Default: process.env.SMTP_URL. */
  smtpUrl?: string | undefined;
  /** Default: MAIL_FROM, else "Datingsite <noreply@datingsite.nl>". */
  from?: string | undefined;
  /** How often queued mails are tried again (default MAIL_OUTBOX_POLL_MS, else 5 s); 0 turns the drainer off (tests). */
  drainEveryMs?: number | undefined;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = createMailer({
      smtpUrl: options.smtpUrl ?? (process.env.SMTP_URL || undefined),
      outboxDir: outboxDir(options.dataDir),
      from: options.from ?? (process.env.MAIL_FROM || DEFAULT_FROM),
    });
    app.decorate('mailer', createOutboxMailer(app.db, { transport }));
    const drainEveryMs = options.drainEveryMs ?? Number(process.env.MAIL_OUTBOX_POLL_MS || 5_000);
    if (drainEveryMs > 0) {
      const stop = startOutboxDrainer(app.db, { transport, intervalMs: drainEveryMs, onError: (error) => app.log.warn({ err: error }, 'mail outbox round failed') });
      app.addHook('onClose', stop);
    }
  },
  { name: 'mailer', dependencies: ['db'] },
);

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}
