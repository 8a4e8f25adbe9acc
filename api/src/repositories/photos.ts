import type { Db } from '../db/db.ts';
import type { PhotoStatus } from '../contracts/user.ts';

export interface PhotoRow {
  id: number;
  member_id: number;
  /** Relative to the media root (= settings.cdn_prefix). */
  filename: string;
  thumb_filename: string;
  status: PhotoStatus;
  is_main: boolean;
  created_at: Date;
  /** Set by a moderator who rejected the photo (contracts/moderation.ts PHOTO_REJECTION_REASONS). */
  rejection_reason: string | null;
}

const COLUMNS = 'id, member_id, filename, thumb_filename, status, is_main, created_at, rejection_reason';

/** A member's photos, main first, then oldest first. */
export async function listMemberPhotos(db: Db, memberId: number): Promise<PhotoRow[]> {
  const { rows } = await db.query<PhotoRow>(`select ${COLUMNS} from photos where member_id = $1 order by is_main desc, created_at, id`, [
    memberId,
  ]);
  return rows;
}

export async function findMemberPhoto(db: Db, memberId: number, photoId: number): Promise<PhotoRow | null> {
  const { rows } = await db.query<PhotoRow>(`select ${COLUMNS} from photos where id = $1 and member_id = $2`, [photoId, memberId]);
  return rows[0] ?? null;
}

export async function findPhoto(db: Db, photoId: number): Promise<PhotoRow | null> {
  const { rows } = await db.query<PhotoRow>(`select ${COLUMNS} from photos where id = $1`, [photoId]);
  return rows[0] ?? null;
}

/**
 * Inserts a photo unless the member already has `limit` photos (rejected ones do not count). The member row is
 * locked first so two uploads at once cannot both pass the count. The first photo becomes the main one.
 * Returns null when the limit is reached. Run in the caller's transaction (the lock holds until it ends).
 */
export async function insertPhotoWithinLimit(
  tx: Db,
  memberId: number,
  files: { filename: string; thumbFilename: string },
  limit: number,
): Promise<PhotoRow | null> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
  const { rows: counts } = await tx.query<{ count: number; mains: number }>(
    `select count(*) filter (where status <> 'rejected') as count, count(*) filter (where is_main) as mains
       from photos where member_id = $1`,
    [memberId],
  );
  const { count, mains } = counts[0] ?? { count: 0, mains: 0 };
  if (count >= limit) return null;
  const { rows } = await tx.query<PhotoRow>(
    `insert into photos (member_id, filename, thumb_filename, status, is_main)
     values ($1, $2, $3, 'inspection', $4)
     returning ${COLUMNS}`,
    [memberId, files.filename, files.thumbFilename, mains === 0],
  );
  return rows[0] ?? null;
}

/** Makes this (own) photo the main one, in the caller's transaction; false when it is not the member's. */
export async function setMainPhoto(tx: Db, memberId: number, photoId: number): Promise<boolean> {
  const { rows } = await tx.query('select 1 from photos where id = $1 and member_id = $2 for update', [photoId, memberId]);
  if (rows.length === 0) return false;
  // Two statements: the unique partial index photos_single_main forbids two mains even for a moment.
  await tx.query('update photos set is_main = false where member_id = $1 and is_main and id <> $2', [memberId, photoId]);
  await tx.query('update photos set is_main = true where id = $1', [photoId]);
  return true;
}

/**
 * Deletes the (own) photo; when it was the main one, the oldest remaining photo (active ones first) takes over.
 * Returns the deleted row, or null when it is not the member's. Run in the caller's transaction.
 */
export async function deleteMemberPhoto(tx: Db, memberId: number, photoId: number): Promise<PhotoRow | null> {
  const { rows } = await tx.query<PhotoRow>(`delete from photos where id = $1 and member_id = $2 returning ${COLUMNS}`, [
    photoId,
    memberId,
  ]);
  const deleted = rows[0];
  if (!deleted) return null;
  if (deleted.is_main) await promoteNextMain(tx, memberId);
  return deleted;
}

async function promoteNextMain(db: Db, memberId: number): Promise<void> {
  await db.query(
    `update photos set is_main = true
      where id = (select id from photos where member_id = $1 and status <> 'rejected'
                   order by (status = 'active') desc, created_at, id limit 1)`,
    [memberId],
  );
}

/** Photos waiting for moderation: those the picture classifier flagged explicit first, then oldest first. */
export async function listPhotosForInspection(db: Db, limit = 100): Promise<(PhotoRow & { member_name: string })[]> {
  const { rows } = await db.query<PhotoRow & { member_name: string }>(
    `select p.id, p.member_id, p.filename, p.thumb_filename, p.status, p.is_main, p.created_at, p.rejection_reason,
            m.name as member_name
       from photos p join members m on m.id = p.member_id
      where p.status = 'inspection'
      order by exists (select 1 from photo_flags f where f.photo_id = p.id) desc, p.created_at, p.id
      limit $1`,
    [limit],
  );
  return rows;
}

/**
 * Moderation verdict. A rejected main photo stops being the main one (the next usable photo takes over), so
 * nobody keeps a rejected picture as their face. Returns the updated row, or null for an unknown id. Run in the
 * caller's transaction.
 */
export async function setPhotoStatus(tx: Db, photoId: number, status: 'active' | 'rejected'): Promise<PhotoRow | null> {
  const { rows } = await tx.query<PhotoRow>(
    `update photos set status = $2, is_main = case when $2 = 'rejected' then false else is_main end
      where id = $1
      returning ${COLUMNS}`,
    [photoId, status],
  );
  const photo = rows[0];
  if (!photo) return null;
  const { rows: mains } = await tx.query('select 1 from photos where member_id = $1 and is_main', [photo.member_id]);
  if (mains.length === 0) await promoteNextMain(tx, photo.member_id);
  return (await tx.query<PhotoRow>(`select ${COLUMNS} from photos where id = $1`, [photoId])).rows[0] ?? null;
}

/** Whether the member is premium and how many photos count against the limit (rejected ones do not). */
export async function photoQuota(db: Db, memberId: number): Promise<{ paid_user: boolean; used: number } | null> {
  const { rows } = await db.query<{ paid_user: boolean; used: number }>(
    `select m.paid_user, (select count(*) from photos p where p.member_id = m.id and p.status <> 'rejected') as used
       from members m where m.id = $1 and m.deleted_at is null`,
    [memberId],
  );
  return rows[0] ?? null;
}
