import type { Db } from '../db/db.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface ClaimedMail {
  id: number;
  message: MailMessage;
  /** Tries so far, this one included. */
  attempts: number;
}

export async function insertOutboxMail(db: Db, message: MailMessage, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into mail_outbox (message, next_attempt_at, created_at) values ($1, $2, $2) returning id',
    [JSON.stringify(message), now],
  );
  return Number(rows[0]!.id);
}

/**
 * Takes up to `limit` due mails (or the one mail `onlyId`) for this drainer: their next attempt moves to
 * `leaseUntil`, so no other drainer takes them while this one sends; rows another drainer is claiming right
 * now are skipped, not waited for.
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number, onlyId?: number): Promise<ClaimedMail[]> {
  const { rows } = await db.query<{ id: number; message: MailMessage | string; attempts: number }>(
    `update mail_outbox set next_attempt_at = $2, attempts = attempts + 1
      where id in (
        select id from mail_outbox
         where sent_at is null and next_attempt_at <= $1 and ($4::bigint is null or id = $4)
         order by id limit $3
         for update skip locked)
      returning id, message, attempts`,
    [now, leaseUntil, limit, onlyId ?? null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    message: typeof row.message === 'string' ? (JSON.parse(row.message) as MailMessage) : row.message,
    attempts: row.attempts,
  }));
}

export async function markOutboxMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.query('update mail_outbox set sent_at = $2, last_error = null where id = $1', [id, now]);
}

export async function scheduleOutboxMailRetry(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db.query('update mail_outbox set next_attempt_at = $2, last_error = $3 where id = $1', [id, at, error.slice(0, 500)]);
}

/** Mails not sent yet, for the operator's view and the tests. */
export async function countUnsentMails(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>('select count(*) as count from mail_outbox where sent_at is null');
  return Number(rows[0]!.count);
}
