import type { Db } from '../db/db.ts';
import { CHAT_PARTNER } from './conversations.ts';
import type { MessageRow } from './messages.ts';

const COLUMNS = `x.id, x.conversation_id, x.sender_id, x.kind, x.body, x.image_file, x.image_width, x.image_height, x.gift_id,
                 x.credits, x.client_id, x.created_at, x.read_at`;

/** My conversations whose partner still shows up (as the chat list and the unread badge count them). */
const MINE = `from messages x
               join conversations c on c.id = x.conversation_id
               join members m on m.id = case when c.member_a = $1 then c.member_b else c.member_a end
              where (c.member_a = $1 or c.member_b = $1) and ${CHAT_PARTNER}`;

/** The newest message id over my conversations (0 when there is none): where a fresh socket starts counting. */
export async function latestMessageId(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ latest: number | string | null }>(`select max(x.id) as latest ${MINE}`, [memberId]);
  return Number(rows[0]?.latest ?? 0);
}

/** Up to `limit` messages of my conversations with an id after `after` and up to `upTo`, oldest first. */
export async function listMessagesAfter(db: Db, memberId: number, after: number, upTo: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(`select ${COLUMNS} ${MINE} and x.id > $2 and x.id <= $3 order by x.id limit $4`, [
    memberId,
    after,
    upTo,
    limit,
  ]);
  return rows;
}
