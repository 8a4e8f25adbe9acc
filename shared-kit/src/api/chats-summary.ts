/**
 * What the unread badge needs from GET /api/chats.php (spec 3 "Chat entry"). The API has no chats.php
 * yet: when the chat team adds it, its TypeBox contract replaces this type (keep the two fields).
 */
export interface ChatsSummaryEntry {
  conversation: number;
  num_unread_messages: number;
}

export interface ChatsSummary {
  chats: ChatsSummaryEntry[];
}

/** The answer until chats.php exists: no conversations, so no unread messages. */
export const emptyChatsSummary: ChatsSummary = { chats: [] };

/** Unread messages over all conversations; negative or missing counts count as 0. */
export function unreadMessagesOf(summary: ChatsSummary | undefined): number {
  if (!summary) return 0;
  return summary.chats.reduce((sum, chat) => sum + (chat.num_unread_messages > 0 ? chat.num_unread_messages : 0), 0);
}
