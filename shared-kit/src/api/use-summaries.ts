import { useSession } from '../session/use-session';
import { unreadMessagesOf } from './chats-summary';
import { useKitGetChatsQuery, useKitGetLikesQuery } from './shared-data-api';

/**
 * GET /api/likes.php for a member (a visitor's call would answer 403 and log nobody out, but costs a
 * request). One cache entry for the whole site: the shell's badge and the likes pages share it.
 */
export function useLikesSummary() {
  const { user } = useSession();
  return useKitGetLikesQuery(undefined, { skip: !user });
}

/** Unread messages over all conversations for the badge; 0 for a visitor and until chats.php answers. */
export function useUnreadMessages(): number {
  const { user } = useSession();
  const { data } = useKitGetChatsQuery(undefined, { skip: !user });
  return user ? unreadMessagesOf(data) : 0;
}
