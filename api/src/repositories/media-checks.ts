import type { Db } from '../db/db.ts';

/** What a queued check looks at: a profile photo, a chat image message, or a verification attempt's selfie. */
export type MediaCheckKind = 'photo' | 'chat_image' | 'selfie';

export interface ClaimedMediaCheck {
  id: number;
  kind: MediaCheckKind;
  subjectId: number;
  /** Tries so far, this one included. */
  attempts: number;
}

/** Queues a check of a picture (once per picture: queueing it again changes nothing). Run in the upload's transaction. */
export async function enqueueMediaCheck(db: Db, kind: MediaCheckKind, subjectId: number): Promise<void> {
  await db.query(`insert into media_checks (kind, subject_id) values ($1, $2) on conflict (kind, subject_id) do nothing`, [
    kind,
    subjectId,
  ]);
}

/**
 * Takes up to `limit` due checks of the given kinds, oldest first, and moves them to `leaseUntil`, so no other drainer (another API
 * instance) takes them meanwhile; rows another drainer is claiming right now are skipped, not waited for. A
 * drainer that dies holding a row only delays it until the lease ends.
 */
export async function claimMediaChecks(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
  kinds: readonly MediaCheckKind[],
): Promise<ClaimedMediaCheck[]> {
  const { rows } = await db.query<{ id: number | string; kind: MediaCheckKind; subject_id: number | string; attempts: number }>(
    `update media_checks set next_attempt_at = $2, attempts = attempts + 1
      where id in (
        select id from media_checks
         where dropped_at is null and next_attempt_at <= $1 and kind = any($4::text[])
         order by id limit $3
         for update skip locked)
      returning id, kind, subject_id, attempts`,
    [now, leaseUntil, limit, kinds],
  );
  return rows
    .map((row) => ({ id: Number(row.id), kind: row.kind, subjectId: Number(row.subject_id), attempts: row.attempts }))
    .sort((a, b) => a.id - b.id);
}

/** The check is done (or its picture is gone): the row goes. */
export async function finishMediaCheck(db: Db, id: number): Promise<void> {
  await db.query(`delete from media_checks where id = $1`, [id]);
}

/** A try that had no verdict: another at `retryAt`. */
export async function retryMediaCheck(db: Db, id: number, retryAt: Date, error: string): Promise<void> {
  await db.query(`update media_checks set next_attempt_at = $2, last_error = $3 where id = $1`, [id, retryAt, error]);
}

/** Given up after its tries: kept, with why, for the operator; the picture stays as an unchecked one. */
export async function dropMediaCheck(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db.query(`update media_checks set dropped_at = $2, last_error = $3 where id = $1`, [id, at, error]);
}

/** Checks not yet done or given up (the health of the queue, and the tests). */
export async function countWaitingMediaChecks(db: Db): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(`select count(*) as count from media_checks where dropped_at is null`);
  return Number(rows[0]?.count ?? 0);
}

/** A chat image message's file while it awaits its verdict; null when it has one or is gone. */
export async function findUncheckedChatImage(db: Db, messageId: number): Promise<string | null> {
  const { rows } = await db.query<{ image_file: string }>(
    `select image_file from messages where id = $1 and image_file is not null and image_explicit is null`,
    [messageId],
  );
  return rows[0]?.image_file ?? null;
}

/** Keeps the classifier's verdict on a chat image (once: a verdict already there stays). */
export async function recordChatImageVerdict(db: Db, messageId: number, explicit: boolean): Promise<boolean> {
  const { rows } = await db.query(`update messages set image_explicit = $2 where id = $1 and image_explicit is null returning id`, [
    messageId,
    explicit,
  ]);
  return rows.length > 0;
}

/** A pending attempt's member and selfie file, for the face check; null when it is decided or gone. */
export async function findSelfieToCheck(db: Db, attemptId: number): Promise<{ member_id: number; selfie_file: string } | null> {
  const { rows } = await db.query<{ member_id: number; selfie_file: string }>(
    `select member_id, selfie_file from verification_attempts where id = $1 and status = 'pending' and selfie_file is not null`,
    [attemptId],
  );
  return rows[0] ?? null;
}
