import { useEffect } from 'react';
import { baseApi, coreApi, useAppDispatch } from '@dating/shared-kit';
import { readPushSubscribed } from './read-push-subscribed';
import { startRefreshSchedule } from './refresh-schedule';
import { applyAppBadge, keepTitleCount } from './title-badge';
import { useBadgeCounts } from '../../shared/use-badge-counts';
import { useSessionLossRefetch } from './use-session-loss-refetch';

export interface SiteRefreshProps {
  /** Replaced in tests; the real one asks the service worker's PushManager. */
  isPushSubscribed?: () => Promise<boolean>;
}

/**
 * Mounted once by the site layout, in every layout: keeps the user, likes and chats fresh,
 * writes the unread + new-likes sum into the page title and the app badge, and handles a
 * session the server ended. Renders nothing.
 */
export function SiteRefresh({ isPushSubscribed = readPushSubscribed }: SiteRefreshProps) {
  const dispatch = useAppDispatch();
  const { total } = useBadgeCounts();
  useSessionLossRefetch();

  useEffect(
    () =>
      startRefreshSchedule({
        isPushSubscribed,
        refresh: () => {
          // The user directly (one query, no other User-tagged screen reloads under the member's hands);
          // likes and chats by tag, so whichever app shows them refetches (chats once the chat remote exists).
          void dispatch(coreApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
          dispatch(baseApi.util.invalidateTags(['Likes', 'Chats']));
        },
      }),
    [dispatch, isPushSubscribed],
  );

  useEffect(() => keepTitleCount(total), [total]);
  useEffect(() => applyAppBadge(total), [total]);
  return null;
}
