import type { FastifyInstance } from 'fastify';

/** The shape of app.mailer (accounts feature, api/src/mail/); found at run time so this feature works without it. */
export interface MailSender {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export function findMailer(app: FastifyInstance): MailSender | null {
  if (!app.hasDecorator('mailer')) return null;
  return (app as unknown as { mailer: MailSender }).mailer;
}
