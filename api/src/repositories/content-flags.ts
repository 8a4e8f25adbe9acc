import type { Db } from '../db/db.ts';

/** Why a message was flagged: words the sender confirmed after the warning, or an explicit picture. */
export type MessageFlagReason = 'words' | 'explicit_image';

/** Records a flag on a message for the moderators' queue (once per message: a second flag is ignored). */
export async function insertMessageFlag(db: Db, messageId: number, reason: MessageFlagReason, details: object): Promise<void> {
  await db.query(`insert into message_flags (message_id, reason, details) values ($1, $2, $3::jsonb) on conflict (message_id) do nothing`, [
    messageId,
    reason,
    JSON.stringify(details),
  ]);
}

/** Records the classifier's verdict that a profile photo is explicit (once per photo). */
export async function insertPhotoFlag(db: Db, photoId: number, details: object): Promise<void> {
  await db.query(
    `insert into photo_flags (photo_id, reason, details) values ($1, 'explicit_image', $2::jsonb) on conflict (photo_id) do nothing`,
    [photoId, JSON.stringify(details)],
  );
}

export interface OpenMessageFlag {
  message_id: number;
  reason: MessageFlagReason;
  details: Record<string, unknown>;
  created_at: Date;
}

/** Flags no moderator reviewed yet, oldest first (the queue's reading order). */
export async function listOpenMessageFlags(db: Db, limit = 100): Promise<OpenMessageFlag[]> {
  const { rows } = await db.query<OpenMessageFlag>(
    `select message_id, reason, details, created_at from message_flags where reviewed_at is null order by created_at, message_id limit $1`,
    [limit],
  );
  return rows;
}

export interface OpenPhotoFlag {
  photo_id: number;
  details: Record<string, unknown>;
  created_at: Date;
}

export async function listOpenPhotoFlags(db: Db, limit = 100): Promise<OpenPhotoFlag[]> {
  const { rows } = await db.query<OpenPhotoFlag>(
    `select photo_id, details, created_at from photo_flags where reviewed_at is null order by created_at, photo_id limit $1`,
    [limit],
  );
  return rows;
}
