import type { Db } from '../db/db.ts';
import { notBlockedSql } from './blocks.ts';
import { CHAT_PARTNER } from './conversations.ts';
import { VISIBLE_MEMBER } from './likes.ts';

export interface MemberCountsRow {
  id: number;
  unread_messages: number;
  new_likes: number;
  credits: number;
}

/**
 * The top-bar counts of several members in one statement (a send refreshes both members' badges on its way to
 * the answer): the same predicates as countUnreadMessages, countNewLikes and creditBalance. Members that do not
 * exist have no row.
 */
export async function findMemberCounts(db: Db, memberIds: readonly number[]): Promise<MemberCountsRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<MemberCountsRow>(
    `select me.id, me.credits,
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
