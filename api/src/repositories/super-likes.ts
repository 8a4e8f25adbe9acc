import type { Db } from '../db/db.ts';

export interface SuperLikeRow {
  profile_id: number;
  credits: number;
}

/** The super like this member gave with this client id, if any (a retried request). */
export async function findSuperLikeByClientId(db: Db, memberId: number, clientId: string): Promise<SuperLikeRow | null> {
  const { rows } = await db.query<SuperLikeRow>(`select profile_id, credits from super_likes where member_id = $1 and client_id = $2`, [
    memberId,
    clientId,
  ]);
  return rows[0] ?? null;
}

/** Free super likes the member gave since `since` (the start of the swipe day). */
export async function countFreeSuperLikesSince(db: Db, memberId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from super_likes where member_id = $1 and credits = 0 and created_at >= $2`,
    [memberId, since],
  );
  return rows[0]?.count ?? 0;
}

export async function insertSuperLike(
  tx: Db,
  superLike: { memberId: number; profileId: number; credits: number; clientId: string },
  now: Date,
): Promise<void> {
  await tx.query(`insert into super_likes (member_id, profile_id, credits, client_id, created_at) values ($1, $2, $3, $4, $5)`, [
    superLike.memberId,
    superLike.profileId,
    superLike.credits,
    superLike.clientId,
    now,
  ]);
}

/** Whether my like of this member is a super like already. */
export async function isSuperLiked(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from likes where liker_id = $1 and liked_id = $2 and super`, [likerId, likedId]);
  return rows.length > 0;
}

/**
 * Stores my like as a super like: a new like, or my plain like made super. Either way it is new again for the
 * receiver (the highlight and the new-like modal), dated now.
 */
export async function upsertSuperLike(tx: Db, likerId: number, likedId: number, source: string, now: Date): Promise<void> {
  await tx.query(
    `insert into likes (liker_id, liked_id, source, super, is_new, created_at) values ($1, $2, $3, true, true, $4)
     on conflict (liker_id, liked_id) do update set super = true, is_new = true, created_at = excluded.created_at`,
    [likerId, likedId, source, now],
  );
}

/** Of these members, the ones who super liked me (their like still stands): the swipe cards highlight them. */
export async function superLikersAmong(db: Db, memberId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ liker_id: number }>(
    `select liker_id from likes where liked_id = $1 and super and liker_id = any($2::int[])`,
    [memberId, [...ids]],
  );
  return rows.map((row) => row.liker_id);
}

/** Whether the member is premium, and how many free super likes they gave since `since`: one statement. */
export async function freeSuperLikeFacts(db: Db, memberId: number, since: Date): Promise<{ premium: boolean; freeUsed: number }> {
  const { rows } = await db.query<{ premium: boolean; free_used: number }>(
    `select m.paid_user as premium,
            (select count(*)::int from super_likes s where s.member_id = m.id and s.credits = 0 and s.created_at >= $2) as free_used
       from members m where m.id = $1`,
    [memberId, since],
  );
  return { premium: rows[0]?.premium ?? false, freeUsed: rows[0]?.free_used ?? 0 };
}
