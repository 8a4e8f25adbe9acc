import type { Db } from '../../db/db.ts';
import type { LikesResponse } from '../../contracts/likes.ts';
import { countNewLikes, listLikes, type LikeListRow } from '../../repositories/likes.ts';
import { profileSummary } from '../member-search.ts';

/** GET likes.php: likes I gave and received, with matches and the new-likes count. */
export async function getLikes(db: Db, memberId: number, cdnPrefix: string): Promise<LikesResponse> {
  const [given, received, newLikes] = await Promise.all([
    listLikes(db, memberId, 'given'),
    listLikes(db, memberId, 'received'),
    countNewLikes(db, memberId),
  ]);
  const base = (row: LikeListRow) => ({
    id: row.id,
    match: row.match,
    liked_at: row.liked_at.toISOString(),
    profile: profileSummary(row, cdnPrefix),
  });
  return {
    profiles: given.map(base),
    liked_by: received.map((row) => ({ ...base(row), like_new: row.is_new, super: row.super })),
    new_likes: newLikes,
  };
}
