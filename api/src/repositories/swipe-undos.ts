import type { Db } from '../db/db.ts';

export type UndoneKind = 'like' | 'pass';

export interface SwipeRef {
  profile_id: number;
  kind: UndoneKind;
}

/** The undo this member made with this client id, if any (a retried request). */
export async function findUndoByClientId(db: Db, memberId: number, clientId: string): Promise<(SwipeRef & { credits: number }) | null> {
  const { rows } = await db.query<SwipeRef & { credits: number }>(
    `select profile_id, kind, credits from swipe_undos where member_id = $1 and client_id = $2`,
    [memberId, clientId],
  );
  return rows[0] ?? null;
}

/**
 * The member's newest swipe since `since` that still stands: a pass, or a plain like from the game (a super
 * like is paid and is not undone; a like withdrawn since is gone already).
 */
export async function findLastSwipe(db: Db, memberId: number, since: Date): Promise<SwipeRef | null> {
  const { rows } = await db.query<SwipeRef>(
    `select profile_id, kind from (
        select profile_id, 'pass' as kind, created_at from swipe_passes where member_id = $1 and created_at >= $2
        union all
        select e.profile_id, 'like' as kind, e.created_at from like_events e
          join likes l on l.liker_id = e.member_id and l.liked_id = e.profile_id and l.source = 'swipe' and not l.super
         where e.member_id = $1 and e.kind = 'swipe' and e.created_at >= $2
      ) swipes
      order by created_at desc limit 1`,
    [memberId, since],
  );
  return rows[0] ?? null;
}

/** Takes the swipe back: the pass, or the like (and with it a match). The like's quota event stays. */
export async function removeSwipe(tx: Db, memberId: number, swipe: SwipeRef): Promise<void> {
  if (swipe.kind === 'pass') {
    await tx.query(`delete from swipe_passes where member_id = $1 and profile_id = $2`, [memberId, swipe.profile_id]);
  } else {
    await tx.query(`delete from likes where liker_id = $1 and liked_id = $2 and source = 'swipe' and not super`, [
      memberId,
      swipe.profile_id,
    ]);
  }
}

export async function insertSwipeUndo(
  tx: Db,
  undo: { memberId: number; swipe: SwipeRef; credits: number; clientId: string },
  now: Date,
): Promise<void> {
  await tx.query(`insert into swipe_undos (member_id, profile_id, kind, credits, client_id, created_at) values ($1, $2, $3, $4, $5, $6)`, [
    undo.memberId,
    undo.swipe.profile_id,
    undo.swipe.kind,
    undo.credits,
    undo.clientId,
    now,
  ]);
}
