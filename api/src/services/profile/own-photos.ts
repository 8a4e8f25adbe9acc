import type { Db } from '../../db/db.ts';
import { deleteMemberPhoto, insertPhotoWithinLimit, setMainPhoto, type PhotoRow } from '../../repositories/photos.ts';

/** Adds an uploaded photo unless the member already has `limit` (counted under the member's row lock); null then. */
export function addPhoto(
  db: Db,
  memberId: number,
  files: { filename: string; thumbFilename: string },
  limit: number,
): Promise<PhotoRow | null> {
  return db.transaction((tx) => insertPhotoWithinLimit(tx, memberId, files, limit));
}

/** Makes one of the member's own photos the main one; false when the photo is not theirs. */
export function makeMainPhoto(db: Db, memberId: number, photoId: number): Promise<boolean> {
  return db.transaction((tx) => setMainPhoto(tx, memberId, photoId));
}

/** Deletes one of the member's own photos (another takes over as main); the deleted row, or null when not theirs. */
export function removePhoto(db: Db, memberId: number, photoId: number): Promise<PhotoRow | null> {
  return db.transaction((tx) => deleteMemberPhoto(tx, memberId, photoId));
}
