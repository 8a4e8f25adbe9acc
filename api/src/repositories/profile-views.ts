import type { Db } from '../db/db.ts';
import { notBlockedSql } from './blocks.ts';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, VISIBLE_MEMBER, type SummaryRow } from './likes.ts';
import { SWIPE_TIME_ZONE } from './swipe-day.ts';

/**
 * Records that `viewerId` opened `viewedId`'s profile: one upsert, one row per pair and day (the site's time
 * zone), keeping the day's first and latest time. Nothing is written for one's own profile, an invisible (or otherwise
 * unlisted) viewer, or a pair with a block either way: the rule lives in the statement that writes. Answers
 * true when this is the pair's first view of the day (a new visitor to tell the viewed member about).
 */
export async function recordProfileView(db: Db, viewerId: number, viewedId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ inserted: boolean }>(
    `insert into profile_views (viewed_id, viewer_id, day, viewed_at, first_viewed_at)
     select $2::int, m.id, ($3::timestamptz at time zone $4::text)::date, $3::timestamptz, $3::timestamptz
       from members m
      where m.id = $1 and m.id <> $2 and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$2')}
     on conflict (viewed_id, viewer_id, day) do update
       set viewed_at = greatest(profile_views.viewed_at, excluded.viewed_at),
           first_viewed_at = least(profile_views.first_viewed_at, excluded.first_viewed_at)
     returning (xmax = 0) as inserted`,
    [viewerId, viewedId, at, SWIPE_TIME_ZONE],
  );
  return rows[0]?.inserted === true;
}

/**
 * How many different members viewed `memberId`'s profile at or after `since` and, when given, before `until`
 * (a pair's day counts when its first view is before `until` and its latest at or after `since`). A boost's
 * "what it brought" over its window; counts what was recorded, whoever the viewer is now.
 */
export async function countProfileViews(db: Db, memberId: number, since: Date, until: Date | null = null): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(distinct viewer_id)::int as count from profile_views
      where viewed_id = $1 and viewed_at >= $2 and ($3::timestamptz is null or first_viewed_at < $3)`,
    [memberId, since, until],
  );
  return rows[0]?.count ?? 0;
}

/** Each visitor's latest view since `since`, of visitors the member may still see (visible, no block either way). */
const LATEST_VISITS = `with latest as (
       select viewer_id, max(viewed_at) as visited_at from profile_views
        where viewed_id = $1 and viewed_at >= $2
        group by viewer_id)`;
const LISTABLE = `${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$1')}`;

/** Different visitors since `since` the member may see: the free member's number and the pages' total. */
export async function countVisitors(db: Db, memberId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `${LATEST_VISITS}
     select count(*)::int as count from latest l join members m on m.id = l.viewer_id where ${LISTABLE}`,
    [memberId, since],
  );
  return rows[0]?.count ?? 0;
}

export interface VisitorRow extends SummaryRow {
  visited_at: Date;
}

/** One page of visitors since `since`, newest visit first. */
export async function listVisitors(db: Db, memberId: number, since: Date, page: { limit: number; offset: number }): Promise<VisitorRow[]> {
  const { rows } = await db.query<VisitorRow>(
    `${LATEST_VISITS}
     select ${SUMMARY_COLUMNS}, l.visited_at
       from latest l join members m on m.id = l.viewer_id
       ${SUMMARY_JOINS}
      where ${LISTABLE}
      order by l.visited_at desc, m.id desc
      limit $3 offset $4`,
    [memberId, since, page.limit, page.offset],
  );
  return rows;
}

/** Whether the member is premium (paid_user); false for an unknown member. */
export async function isPremiumMember(db: Db, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ paid_user: boolean }>('select paid_user from members where id = $1', [memberId]);
  return rows[0]?.paid_user === true;
}
