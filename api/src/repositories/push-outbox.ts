import type { Db } from '../db/db.ts';
import type { PushMessage } from '../services/push/send-push.ts';

export interface ClaimedPush {
  id: number;
  memberId: number;
  message: PushMessage;
  /** Tries so far, this one included. */
  attempts: number;
  expiresAt: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One queued push per subscription the member has now; returns the new rows' ids (none without subscriptions). */
export async function enqueuePushes(db: Db, memberId: number, message: PushMessage, now: Date, expiresAt: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number | string }>(
    `insert into push_outbox (subscription_id, member_id, message, next_attempt_at, expires_at, created_at)
     select id, member_id, $2, $3, $4, $3 from push_subscriptions where member_id = $1
     returning id`,
    [memberId, JSON.stringify(message), now, expiresAt],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Takes up to `limit` due pushes (or only those in `onlyIds`) for this drainer: their next attempt moves to
 * `leaseUntil`, so no other drainer posts them meanwhile; rows another drainer is claiming right now are
 * skipped, not waited for. A row whose subscription now belongs to another member is claimed but comes back
 * without an endpoint (the caller drops it).
 */
export async function claimDuePushes(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
  onlyIds?: number[],
): Promise<Array<ClaimedPush | { id: number; memberId: number; attempts: number; endpoint: null }>> {
  const { rows } = await db.query<{
    id: number | string;
    member_id: number;
    message: PushMessage | string;
    attempts: number;
    expires_at: Date | string;
    endpoint: string | null;
    p256dh: string | null;
    auth: string | null;
  }>(
    `with claimed as (
       update push_outbox set next_attempt_at = $2, attempts = attempts + 1
        where id in (
          select id from push_outbox
           where sent_at is null and dropped_at is null and next_attempt_at <= $1
             and ($4::bigint[] is null or id = any($4::bigint[]))
           order by id limit $3
           for update skip locked)
        returning id, subscription_id, member_id, message, attempts, expires_at)
     select c.id, c.member_id, c.message, c.attempts, c.expires_at, s.endpoint, s.p256dh, s.auth
       from claimed c left join push_subscriptions s on s.id = c.subscription_id and s.member_id = c.member_id
      order by c.id`,
    [now, leaseUntil, limit, onlyIds ?? null],
  );
  return rows.map((row) =>
    row.endpoint === null
      ? { id: Number(row.id), memberId: row.member_id, attempts: row.attempts, endpoint: null }
      : {
          id: Number(row.id),
          memberId: row.member_id,
          message: typeof row.message === 'string' ? (JSON.parse(row.message) as PushMessage) : row.message,
          attempts: row.attempts,
          expiresAt: new Date(row.expires_at),
          endpoint: row.endpoint,
          p256dh: row.p256dh!,
          auth: row.auth!,
        },
  );
}

export async function markPushSent(db: Db, id: number, now: Date): Promise<void> {
  await db.query('update push_outbox set sent_at = $2, last_error = null where id = $1', [id, now]);
}

export async function schedulePushRetry(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db.query('update push_outbox set next_attempt_at = $2, last_error = $3 where id = $1', [id, at, error.slice(0, 500)]);
}

export async function dropPush(db: Db, id: number, now: Date, reason: string): Promise<void> {
  await db.query('update push_outbox set dropped_at = $2, last_error = $3 where id = $1', [id, now, reason.slice(0, 500)]);
}

/** Pushes neither sent nor given up yet, for the operator's view and the tests. */
export async function countPendingPushes(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(
    'select count(*) as count from push_outbox where sent_at is null and dropped_at is null',
  );
  return Number(rows[0]!.count);
}
