import type { Db } from '../db/db.ts';

/**
 * SQL condition: no block between the member in `memberColumn` and the viewer in parameter `viewerParam`,
 * in either direction (blocking hides profiles both ways). For search, profiles and likes lists.
 */
export function notBlockedSql(memberColumn: string, viewerParam: string): string {
  return `not exists (select 1 from blocks b
                       where (b.blocker_id = ${viewerParam} and b.blocked_id = ${memberColumn})
                          or (b.blocker_id = ${memberColumn} and b.blocked_id = ${viewerParam}))`;
}

/** True when either member blocked the other. */
export async function isBlockedEitherWay(db: Db, memberId: number, otherId: number): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>(`select ${notBlockedSql('$2', '$1')} as blocked`, [memberId, otherId]);
  return rows[0]?.blocked === false;
}

/** Records the block; blocking twice keeps the first block's date. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.query(`insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing`, [blockerId, blockedId]);
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.query(`delete from blocks where blocker_id = $1 and blocked_id = $2`, [blockerId, blockedId]);
}

/** Only members that still exist and have not been deleted may be blocked. */
export async function blockableMemberExists(db: Db, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(`select id from members where id = $1 and deleted_at is null and status <> 'deleted'`, [
    memberId,
  ]);
  return rows.length > 0;
}

export interface BlockRow {
  blocked_id: number;
  blocked_at: Date;
}

/** Members I blocked that still exist (so they can be unblocked), newest block first. */
export async function listBlocks(db: Db, blockerId: number): Promise<BlockRow[]> {
  const { rows } = await db.query<BlockRow>(
    `select b.blocked_id, b.created_at as blocked_at
       from blocks b join members m on m.id = b.blocked_id
      where b.blocker_id = $1 and m.deleted_at is null and m.status <> 'deleted'
      order by b.created_at desc, b.blocked_id desc`,
    [blockerId],
  );
  return rows;
}
