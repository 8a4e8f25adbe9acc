import type { Db } from '../db/db.ts';
import { claimDueMails, insertOutboxMail, markOutboxMailSent, scheduleOutboxMailRetry } from '../repositories/mail-outbox.ts';
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

/** Waits between tries: 2 s doubling to at most 5 minutes, so a mail goes out within 5 minutes of SMTP's return. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Tries the due mails (or the one mail `onlyId`) once each: sent ones are marked, failed ones wait
 * mailRetryDelayMs before the next try. A mail is handed to SMTP once per claim; only a crash between SMTP's
 * acceptance and the mark can send it again (after the lease), never two drainers at once.
 */
export async function deliverDueMails(
  db: Db,
  options: OutboxOptions & { limit?: number; onlyId?: number },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const claimed = await claimDueMails(
    db,
    claimedAt,
    new Date(claimedAt.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
    options.limit ?? 20,
    options.onlyId,
  );
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await options.transport.send(mail.message);
      await markOutboxMailSent(db, mail.id, now());
      sent += 1;
    } catch (error) {
      failed += 1;
      const retryAt = new Date(now().getTime() + mailRetryDelayMs(mail.attempts));
      await scheduleOutboxMailRetry(db, mail.id, retryAt, error instanceof Error ? error.message : String(error));
    }
  }
  return { sent, failed };
}

/**
 * The site's mailer: every mail is first recorded in the outbox (mail_outbox), then tried at once; the
 * request waits for that first try at most `firstTryWaitMs`. A mail SMTP did not take stays queued for the
 * drainer (startOutboxDrainer), so SMTP away loses nothing and holds no request.
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
export function startOutboxDrainer(
  db: Db,
  options: OutboxOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverDueMails(db, options)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs);
  // The drainer alone never keeps the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
