import type { Db } from '../../db/db.ts';
import type { ChatsResponse } from '../../contracts/chat.ts';
import { listChats } from '../../repositories/conversations.ts';
import { profileSummary } from '../member-search.ts';

/** Longest text preview in the list row. */
export const PREVIEW_LENGTH = 140;

/** Sending needs a confirmed e-mail: a member who has not confirmed can read but not reply. */
export const canSend = (status: string) => status !== 'not_confirmed';

/** GET chats.php: my chats with members who still show up, newest activity first, and the unread total. */
export async function getChats(db: Db, memberId: number, memberStatus: string, cdnPrefix: string): Promise<ChatsResponse> {
  const rows = await listChats(db, memberId);
  const chats = rows.map((row) => ({
    conversation: row.conversation,
    profile: profileSummary(row, cdnPrefix),
    num_unread_messages: row.unread,
    last_message:
      row.last_kind && row.last_sent_at
        ? {
            kind: row.last_kind,
            preview: row.last_kind === 'text' ? [...(row.last_body ?? '')].slice(0, PREVIEW_LENGTH).join('') : '',
            sent_at: row.last_sent_at.toISOString(),
            mine: row.last_sender === memberId,
          }
        : null,
    can_reply: canSend(memberStatus),
  }));
  return { chats, total_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}
