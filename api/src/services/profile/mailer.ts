/** What the complaints service needs of a mailer (app.mailer fits it). */
export interface MailSender {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}
