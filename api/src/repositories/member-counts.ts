import type { Db } from '../db/db.ts';
import { notBlockedSql } from './blocks.ts';
import { CHAT_PARTNER } from './conversations.ts';
import { VISIBLE_MEMBER } from './likes.ts';

export interface MemberCountsRow {
  id: number;
  unread_messages: number;
  new_likes: number;
  credits: number;
  /** The order of the database snapshot the row was read from (see findMemberCounts). */
  version: number;
}

/**
 * The top-bar counts of several members in one statement (a send refreshes both members' badges after its
 * answer): the same predicates as countUnreadMessages, countNewLikes and creditBalance. Members that do not
 * exist have no row.
 *
 * `version` orders the snapshots: counts are published without waiting, so two of one member's snapshots can
 * reach the client in either order, and the client keeps the newest. It is the number of transaction ids below
 * the statement snapshot's xmax that are no longer in progress (xmax minus the in-progress list). A snapshot
 * taken later sees every transaction an earlier one saw as finished, so its version is never lower, and
 * strictly higher once it sees a commit the earlier one did not. Read from the statement's own snapshot (not
 * a sequence or a clock, which are taken at another moment than the snapshot and can disagree with it).
 */
export async function findMemberCounts(db: Db, memberIds: readonly number[]): Promise<MemberCountsRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<MemberCountsRow>(
    `select me.id, me.credits,
            (select pg_snapshot_xmax(s)::text::int8 - (select count(*) from pg_snapshot_xip(s))
               from pg_current_snapshot() s) as version,
            (select count(*) from conversations c
               join members m on m.id = case when c.member_a = me.id then c.member_b else c.member_a end
               join messages u on u.conversation_id = c.id and u.read_at is null and u.sender_id <> me.id
              where (c.member_a = me.id or c.member_b = me.id) and ${CHAT_PARTNER})::int as unread_messages,
            (select count(*) from likes l join members m on m.id = l.liker_id
              where l.liked_id = me.id and l.is_new and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', 'me.id')})::int as new_likes
       from members me where me.id = any($1::int[])`,
    [[...memberIds]],
    { name: 'member-counts', prepare: true },
  );
  return rows;
}
