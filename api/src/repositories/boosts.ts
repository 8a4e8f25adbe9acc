import type { Db } from '../db/db.ts';
import { whereClause, type MemberSearchFilter } from './members.ts';

export interface BoostRow {
  started_at: Date;
  ends_at: Date;
  credits: number;
}

/** The boost this member started with this client id, if any (a retried request). */
export async function findBoostByClientId(db: Db, memberId: number, clientId: string): Promise<BoostRow | null> {
  const { rows } = await db.query<BoostRow>(`select started_at, ends_at, credits from boosts where member_id = $1 and client_id = $2`, [
    memberId,
    clientId,
  ]);
  return rows[0] ?? null;
}

/** When the member's running boost ends, or null when none runs at `now`. */
export async function findRunningBoostEnd(db: Db, memberId: number, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ ends_at: Date }>(
    `select ends_at from boosts where member_id = $1 and started_at <= $2 and ends_at > $2 order by ends_at desc limit 1`,
    [memberId, now],
  );
  return rows[0]?.ends_at ?? null;
}

/** Records a boost where the member lives now (their country and region), in the caller's transaction. */
export async function insertBoost(
  tx: Db,
  boost: { memberId: number; credits: number; clientId: string; startedAt: Date; endsAt: Date },
): Promise<void> {
  await tx.query(
    `insert into boosts (member_id, country, region_id, credits, client_id, started_at, ends_at)
     select id, country, region_id, $2, $3, $4, $5 from members where id = $1`,
    [boost.memberId, boost.credits, boost.clientId, boost.startedAt, boost.endsAt],
  );
}

export interface BoostResultsRow extends BoostRow {
  likes: number;
}

/** The member's newest boost with the likes received in its window that stand (its views: countProfileViews). */
export async function findLastBoost(db: Db, memberId: number): Promise<BoostResultsRow | null> {
  const { rows } = await db.query<BoostResultsRow>(
    `select b.started_at, b.ends_at, b.credits,
            (select count(*)::int from likes l
              where l.liked_id = b.member_id and l.created_at >= b.started_at and l.created_at < b.ends_at) as likes
       from boosts b where b.member_id = $1 order by b.started_at desc limit 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** At most this many boosted members stand first in one search (the rest of them follow in normal order). */
export const BOOSTED_MAX = 50;

/**
 * Members with a boost running at `now` in the viewer's country that match the search filter and that the
 * viewer may see (not blocked either way, not the viewer): the viewer's own region first, then the newest boost.
 */
export async function findBoostedIds(db: Db, filter: MemberSearchFilter, viewerId: number, now: Date): Promise<number[]> {
  const params: unknown[] = [];
  const where = whereClause({ ...filter, viewerId }, params);
  params.push(now, viewerId, BOOSTED_MAX);
  const [at, viewer, limit] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  const { rows } = await db.query<{ id: number }>(
    `select m.id from members m
       join (select member_id, max(started_at) as started_at, bool_or(region_id = (select region_id from members where id = ${viewer}::int)) as near
               from boosts
              where country = (select country from members where id = ${viewer}::int) and started_at <= ${at} and ends_at > ${at}
              group by member_id) b on b.member_id = m.id
      where ${where}
      order by b.near desc nulls last, b.started_at desc, m.id desc
      limit ${limit}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** SQL: member `memberColumn` (of members `m`) has a boost running at `atParam` in their own country (the swipe stack's order). */
export const boostRunningSql = (memberColumn: string, atParam: string): string =>
  `exists (select 1 from boosts bo where bo.member_id = ${memberColumn} and bo.country = m.country and bo.started_at <= ${atParam} and bo.ends_at > ${atParam})`;
