import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Default: the mailer's from ("Datingsite <noreply@datingsite.nl>"). */
  from?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** The outbox id (file name without extension) or the SMTP message id. */
  id: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** What the outbox keeps per message next to the raw .eml, and what /dev/outbox.json lists. */
export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...: send for real. Without it messages go to outboxDir. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}

export const DEFAULT_FROM = 'Datingsite <noreply@datingsite.nl>';

/** Absolute http(s) links in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0].replace(/[.,;:!?)]+$/, ''));
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

function smtpMailer(smtpUrl: string, defaultFrom: string): Mailer {
  // Bounded: a try against an SMTP server that accepts and never answers must end well within the outbox's
  // claim (mail-outbox.ts, 2 minutes), so the mail is retried instead of hanging.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: message.from ?? defaultFrom });
      return { id: String(info.messageId) };
    },
  };
}

/**
 * Development default: nodemailer builds the real MIME message (streamTransport), which lands in the outbox
 * folder as <id>.eml, with <id>.json beside it for the dev page. Ids start with the time, so names sort by age.
 */
let sequence = 0;

function outboxMailer(outboxDir: string, defaultFrom: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const from = message.from ?? defaultFrom;
      const info = await transport.sendMail({ ...message, from });
      // Time, then a per-process sequence (two mails in one millisecond keep their order), then randomness
      // (two API processes sharing one folder).
      sequence += 1;
      const id = `${Date.now().toString().padStart(14, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
      const entry: OutboxEntry = {
        id,
        date: new Date().toISOString(),
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        links: extractLinks(message.text),
      };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${id}.eml`), info.message);
      await writeFile(join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      return { id };
    },
  };
}
