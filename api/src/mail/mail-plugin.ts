import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, DEFAULT_FROM, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail: SMTP when SMTP_URL is set, else files in DATA_DIR/outbox (see /dev/outbox). */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  dataDir: string;
  /** Default: process.env.SMTP_URL. */
  smtpUrl?: string | undefined;
  /** Default: MAIL_FROM, else "Datingsite <noreply@datingsite.nl>". */
  from?: string | undefined;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: options.smtpUrl ?? (process.env.SMTP_URL || undefined),
        outboxDir: outboxDir(options.dataDir),
        from: options.from ?? (process.env.MAIL_FROM || DEFAULT_FROM),
      }),
    );
  },
  { name: 'mailer' },
);

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}
