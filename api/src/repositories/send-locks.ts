import type { Db } from '../db/db.ts';
import { notBlockedSql } from './blocks.ts';
import { CHAT_PARTNER, type ConversationRef } from './conversations.ts';
import type { SenderRow } from './credits.ts';

/** What a send learns under its first lock: the sender, a message stored earlier under its client_id, the conversation. */
export interface SendLocks {
  sender: SenderRow;
  /** The id of the message this sender stored under the client_id before (a retry), else null. */
  earlierId: number | null;
  /** Asked for and found: locked, with whether a block stands between the two and the partner's language. */
  conversation: (ConversationRef & { blocked: boolean; partner_language: string }) | null;
}

const SENDER = `s.id, s.status, s.paid_user, s.credits, s.language, s.name`;
const EARLIER = (clientId: string) => `left join messages e on e.sender_id = s.id and e.client_id = ${clientId}`;

/** The columns a send into a conversation reads under its first lock (one row, or none). */
export interface ConversationLockRow extends SenderRow {
  earlier_id: number | null;
  conversation_id: number;
  other_id: number;
  started_by: number;
  partner_language: string;
  blocked: boolean;
}

/**
 * The sender and the conversation, both locked in that order (the order every send takes), when the sender takes
 * part in it and the partner still shows up; with the id of a message stored earlier under the client_id and
 * whether a block stands between the two. Placeholders are given, so a longer statement can start with it.
 */
export function conversationLockSql(sender: string, clientId: string, conversation: string): string {
  return `select ${SENDER}, e.id as earlier_id, c.id as conversation_id, m.id as other_id, c.started_by,
                 m.language as partner_language, not ${notBlockedSql('m.id', sender)} as blocked
            from members s
            join conversations c on c.id = ${conversation} and (c.member_a = s.id or c.member_b = s.id)
            join members m on m.id = case when c.member_a = ${sender} then c.member_b else c.member_a end
            ${EARLIER(clientId)}
           where s.id = ${sender} and ${CHAT_PARTNER}
           for no key update of s, c`;
}

/** canSend (services/chat/chat-list.ts) on a row of conversationLockSql, for a statement that writes only when it holds. */
export const LOCKED_CAN_SEND = `status <> 'not_confirmed'`;

/** A row of conversationLockSql as the send reads it. */
export function sendLocksOf(row: ConversationLockRow): SendLocks {
  const { earlier_id, conversation_id, other_id, started_by, blocked, partner_language, ...sender } = row;
  return { sender, earlierId: earlier_id, conversation: { id: conversation_id, other_id, started_by, blocked, partner_language } };
}

/**
 * The first statement of a send's transaction: the sender's row locked until the transaction ends ("no key
 * update": conversations and messages reference members, and their foreign-key checks take key-share locks that
 * a plain "for update" would block), the id of a message stored earlier under this client_id, and with
 * `conversationId` that conversation locked after the sender (the order every send takes), when the sender takes
 * part in it and the partner still shows up. Null when the sender, or the asked-for conversation, is not there.
 *
 * The earlier message is read as the statement started: a send of the same client_id that committed while this
 * one waited for the sender's lock is not seen here, and the insert meets the unique (sender, client_id) index
 * instead (the caller answers the winner's message, charged once).
 */
export async function lockToSend(db: Db, senderId: number, clientId: string, conversationId: number | null): Promise<SendLocks | null> {
  if (conversationId === null) {
    const { rows } = await db.query<SenderRow & { earlier_id: number | null }>(
      `select ${SENDER}, e.id as earlier_id from members s ${EARLIER('$2')} where s.id = $1 for no key update of s`,
      [senderId, clientId],
      { name: 'lock-to-send', prepare: true },
    );
    const row = rows[0];
    if (!row) return null;
    const { earlier_id, ...sender } = row;
    return { sender, earlierId: earlier_id, conversation: null };
  }
  const { rows } = await db.query<ConversationLockRow>(
    conversationLockSql('$1::int', '$2::text', '$3::int'),
    [senderId, clientId, conversationId],
    {
      name: 'lock-to-send-into-conversation',
      prepare: true,
    },
  );
  return rows[0] ? sendLocksOf(rows[0]) : null;
}
