import type { Db } from '../../db/db.ts';
import type { ChatsResponse } from '../../contracts/chat.ts';
import type { LastReaction } from '../../contracts/chat-reactions.ts';
import { listChats, type ChatListRow } from '../../repositories/conversations.ts';
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
    ...lastReaction(row, memberId),
    can_reply: canSend(memberStatus),
  }));
  return { chats, total_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** The newest reaction for the row's "reacted ❤️ to …" line, only when it came after the last message. */
function lastReaction(row: ChatListRow, memberId: number): { last_reaction?: LastReaction } {
  if (!row.reaction_emoji || !row.reaction_at || !row.reaction_kind) return {};
  // A tie (same millisecond) goes to the message: the list then says what was said.
  if (row.last_sent_at && row.last_sent_at >= row.reaction_at) return {};
  return {
    last_reaction: {
      emoji: row.reaction_emoji,
      mine: row.reaction_by === memberId,
      kind: row.reaction_kind,
      preview: row.reaction_kind === 'text' ? [...(row.reaction_body ?? '')].slice(0, PREVIEW_LENGTH).join('') : '',
      reacted_at: row.reaction_at.toISOString(),
    },
  };
}
