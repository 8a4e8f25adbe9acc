import { useLikesSummary, useSession, useUnreadMessages } from '@dating/shared-kit';

export interface BadgeCounts {
  unreadMessages: number;
  newLikes: number;
  /** Page title prefix and app badge: unread messages plus new likes. */
  total: number;
}

/**
 * The counts behind the menu badges, the page title and the app icon badge; all 0 for visitors. Both come
 * from the kit's shared endpoints (likes.php, chats.php), the same cache entries the remotes read.
 */
export function useBadgeCounts(): BadgeCounts {
  const { user } = useSession();
  const { data: likes } = useLikesSummary();
  const unread = useUnreadMessages();
  const unreadMessages = user ? unread : 0;
  const newLikes = user ? (likes?.new_likes ?? 0) : 0;
  return { unreadMessages, newLikes, total: unreadMessages + newLikes };
}
