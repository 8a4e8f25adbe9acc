import type { ChatsResponse } from './contracts';

/**
 * GET /api/chats.php: the chat list and the unread badge read this one answer,
 * typed by the API's TypeBox contract.
 */
export type ChatsSummary = ChatsResponse;
export type ChatsSummaryEntry = ChatsResponse['chats'][number];

/** The answer while chats.php is not served (404): no conversations, so no unread messages. */
export const emptyChatsSummary: ChatsSummary = { chats: [], total_unread_messages: 0 };

/**
 * Unread messages over all conversations. The API's total wins (a realtime `counts` event updates it
 * before the list is refetched); without it, the rows are summed, negative or missing counts as 0.
 */
export function unreadMessagesOf(
  summary: { chats?: ReadonlyArray<{ num_unread_messages: number; conversation?: number }>; total_unread_messages?: number } | undefined,
): number {
  if (!summary) return 0;
  if (typeof summary.total_unread_messages === 'number') return Math.max(0, summary.total_unread_messages);
  return (summary.chats ?? []).reduce((sum, chat) => sum + (chat.num_unread_messages > 0 ? chat.num_unread_messages : 0), 0);
}
