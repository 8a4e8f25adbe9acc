import type { Db } from '../db/db.ts';
import { drainOutbox, startOutboxDrainer, type OutboxQueue } from '../lib/outbox-drainer.ts';
import {
  claimDueMails,
  insertOutboxMail,
  markOutboxMailSent,
  scheduleOutboxMailRetry,
  type ClaimedMail,
} from '../repositories/mail-outbox.ts';
import type { MailMessage, Mailer, SentMail } from './mailer.ts';

export interface OutboxOptions {
  /** What actually sends: SMTP, or the development outbox folder. */
  transport: Mailer;
  now?: () => Date;
  /**
   * How long the request that sends a mail waits for its first try (default 3 s): with SMTP up the mail is
   * out before the answer, as before; with SMTP slow or away the request goes on and the drainer retries.
   */
  firstTryWaitMs?: number;
  /** How long a claimed mail is kept from other drainers: longer than one SMTP try may take (default 2 min). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Tries the due mails (or the one mail `onlyId`) once each (drainOutbox): sent ones are marked, failed ones wait
 * outboxRetryDelayMs before the next try; a mail is never given up. One after another, over the one transport.
 */
export async function deliverDueMails(
  db: Db,
  options: OutboxOptions & { limit?: number; onlyId?: number },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const queue: OutboxQueue<ClaimedMail, 'sent' | 'failed'> = {
    claim: (claimedAt, leaseUntil, limit) => claimDueMails(db, claimedAt, leaseUntil, limit, options.onlyId),
    send: async (mail) => {
      await options.transport.send(mail.message);
      await markOutboxMailSent(db, mail.id, now());
      return 'sent';
    },
    failed: async (mail, error, retryAt) => {
      await scheduleOutboxMailRetry(db, mail.id, retryAt, error instanceof Error ? error.message : String(error));
      return 'failed';
    },
  };
  return drainOutbox(queue, { now, leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS, limit: options.limit ?? 20 }, { sent: 0, failed: 0 });
}

/**
 * The site's mailer: every mail is first recorded in the outbox (mail_outbox), then tried at once; the
 * request waits for that first try at most `firstTryWaitMs`. A mail SMTP did not take stays queued for the
 * drainer (startMailDrainer), so SMTP away loses nothing and holds no request.
 */
export function createOutboxMailer(db: Db, options: OutboxOptions): Mailer {
  const now = options.now ?? (() => new Date());
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const id = await insertOutboxMail(db, message, now());
      const firstTry = deliverDueMails(db, { ...options, onlyId: id, limit: 1 }).catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.firstTryWaitMs ?? 3_000);
      });
      await Promise.race([firstTry, waited]);
      clearTimeout(timer);
      return { id: `outbox-${id}` };
    },
  };
}

/** Drains the outbox every `intervalMs` (one round at a time); returns the stop. */
export function startMailDrainer(
  db: Db,
  options: OutboxOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  return startOutboxDrainer(() => deliverDueMails(db, options), options);
}
