import { useAppSelector } from '@dating/shared-kit';
import { useCurrentUser } from '../account/api/use-current-user';
import { useShellGetLikesQuery } from './api/get-likes-badge';
import { selectUnreadMessages } from './select-unread-messages';

export interface BadgeCounts {
  unreadMessages: number;
  newLikes: number;
  /** Page title prefix and app badge: unread messages plus new likes (spec 4). */
  total: number;
}

/** The counts behind the menu badges, the page title and the app icon badge; all 0 for visitors. */
export function useBadgeCounts(): BadgeCounts {
  const { user } = useCurrentUser();
  const { data: likes } = useShellGetLikesQuery(undefined, { skip: !user });
  const unread = useAppSelector(selectUnreadMessages);
  const unreadMessages = user ? unread : 0;
  const newLikes = user ? (likes?.new_likes ?? 0) : 0;
  return { unreadMessages, newLikes, total: unreadMessages + newLikes };
}
