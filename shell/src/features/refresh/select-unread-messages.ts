import type { RootState } from '@dating/shared-kit';

/**
 * The endpoint the chat remote is expected to add for GET /api/chats.php (spec 3 "Chat entry"). The shell
 * cannot import the remote, so it reads that endpoint's cache entry by name; until the chat remote
 * exists (or before it loaded) there is no entry and the count is 0.
 */
export const chatsEndpointName = 'chatGetChats';

interface ChatEntryLike {
  num_unread_messages?: unknown;
}

function unreadOf(data: unknown): number | undefined {
  const chats = (data as { chats?: unknown } | undefined)?.chats;
  if (!Array.isArray(chats)) return undefined;
  return chats.reduce<number>((sum, chat: ChatEntryLike) => {
    const unread = chat?.num_unread_messages;
    return sum + (typeof unread === 'number' && unread > 0 ? unread : 0);
  }, 0);
}

/** Unread messages over all conversations, from the newest cached chats.php answer; 0 without one. */
export function selectUnreadMessages(state: RootState): number {
  let newest: { at: number; unread: number } | undefined;
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName !== chatsEndpointName || entry.status !== 'fulfilled') continue;
    const unread = unreadOf(entry.data);
    const at = entry.fulfilledTimeStamp ?? 0;
    if (unread !== undefined && (!newest || at > newest.at)) newest = { at, unread };
  }
  return newest?.unread ?? 0;
}
