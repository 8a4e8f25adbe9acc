import { useEffect } from 'react';
import { useSession } from '../../session/use-session';
import { useAppDispatch } from '../../store/hooks';
import { baseApi } from '../base-api';
import { applyCounts } from './apply-counts';
import { realtimeClient, type RealtimeClient } from './realtime-client';

/**
 * Mount once per page, inside the store provider (the shell does): keeps the page's realtime socket open
 * while a member is logged in, closes it on logout, and keeps the kit's shared counts current.
 */
export function RealtimeConnection({ client = realtimeClient }: { client?: RealtimeClient }) {
  const { user } = useSession();
  const memberId = user?.id;
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (memberId === undefined) return undefined;
    client.start();
    return () => client.stop();
  }, [client, memberId]);

  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === 'counts') applyCounts(dispatch, event);
        // A new match shows in the likes lists and may open a conversation.
        if (event.type === 'match') dispatch(baseApi.util.invalidateTags(['Likes', 'Chats']));
      }),
    [client, dispatch],
  );
  return null;
}
