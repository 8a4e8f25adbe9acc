import type { Db } from '../db/db.ts';
import type { MessageKind } from '../contracts/chat.ts';
import { CHAT_PARTNER } from './conversations.ts';

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  kind: MessageKind;
  body: string | null;
  image_file: string | null;
  image_width: number | null;
  image_height: number | null;
  gift_id: number | null;
  credits: number;
  client_id: string;
  created_at: Date;
  read_at: Date | null;
  /** The picture classifier's verdict on an image: true explicit, false clear, null not classified. */
  image_explicit: boolean | null;
}

const COLUMNS = `id, conversation_id, sender_id, kind, body, image_file, image_width, image_height, gift_id, credits, client_id,
                 created_at, read_at, image_explicit`;

/** The message a sender already stored under this client_id (a retried send), else null. */
export async function findMessageByClientId(db: Db, senderId: number, clientId: string): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `select ${COLUMNS} from messages where sender_id = $1 and client_id = $2`,
    [senderId, clientId],
    { name: 'message-by-client-id', prepare: true },
  );
  return rows[0] ?? null;
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  kind: MessageKind;
  body: string | null;
  image: { file: string; width: number; height: number; explicit: boolean | null } | null;
  giftId: number | null;
  credits: number;
  clientId: string;
  at: Date;
}

/**
 * A new message as the columns and values of `insert into messages (columns) select values` (the send pays for
 * it in the same statement: credits.ts insertPaidMessage), its parameters numbered from `first`. Each value is
 * cast: a select list gives a parameter no column to take its type from.
 */
export function messageInsert(message: NewMessage, first = 1): { columns: string; values: string; params: unknown[] } {
  const fields: [column: string, type: string, value: unknown][] = [
    ['conversation_id', 'int', message.conversationId],
    ['sender_id', 'int', message.senderId],
    ['kind', 'text', message.kind],
    ['body', 'text', message.body],
    ['image_file', 'text', message.image?.file ?? null],
    ['image_width', 'int', message.image?.width ?? null],
    ['image_height', 'int', message.image?.height ?? null],
    ['gift_id', 'int', message.giftId],
    ['credits', 'int', message.credits],
    ['client_id', 'text', message.clientId],
    ['created_at', 'timestamptz', message.at],
    ['image_explicit', 'boolean', message.image?.explicit ?? null],
  ];
  return {
    columns: fields.map(([column]) => column).join(', '),
    values: fields.map(([, type], index) => `$${first + index}::${type}`).join(', '),
    params: fields.map(([, , value]) => value),
  };
}

/** The columns of a message as MessageRow holds them, for a statement that stores one elsewhere. */
export const MESSAGE_COLUMNS = COLUMNS;

/** One page, newest first: `limit` messages older than `before` (all newest when null). */
export async function listMessages(db: Db, conversationId: number, before: number | null, limit: number): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `select ${COLUMNS} from messages where conversation_id = $1 and ($2::bigint is null or id < $2::bigint)
      order by id desc limit $3`,
    [conversationId, before, limit],
  );
  return rows;
}

/** Marks the other side's unread messages read; answers the newest id marked, null when nothing was unread. */
export async function markConversationRead(db: Db, conversationId: number, readerId: number, at: Date): Promise<number | null> {
  const { rows } = await db.query<{ up_to: number | null }>(
    `with marked as (update messages set read_at = $3
                      where conversation_id = $1 and sender_id <> $2 and read_at is null returning id)
     select max(id) as up_to from marked`,
    [conversationId, readerId, at],
  );
  return rows[0]?.up_to ?? null;
}

/** Unread messages over my chats that still show up (the top-bar badge). */
export async function countUnreadMessages(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*) as count
       from conversations c
       join members m on m.id = case when c.member_a = $1 then c.member_b else c.member_a end
       join messages u on u.conversation_id = c.id and u.read_at is null and u.sender_id <> $1
      where (c.member_a = $1 or c.member_b = $1) and ${CHAT_PARTNER}`,
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

/** The image file of an image message, only when `memberId` takes part in its conversation. */
export async function findImageForParticipant(db: Db, messageId: number, memberId: number): Promise<string | null> {
  const { rows } = await db.query<{ image_file: string }>(
    `select x.image_file from messages x join conversations c on c.id = x.conversation_id
      where x.id = $1 and x.image_file is not null and (c.member_a = $2 or c.member_b = $2)`,
    [messageId, memberId],
  );
  return rows[0]?.image_file ?? null;
}
