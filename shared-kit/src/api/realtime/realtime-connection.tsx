import { useEffect, useRef } from 'react';
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

  /** `synced` events since this member's socket was opened: the first one is the connect's own. */
  const syncs = useRef(0);
  useEffect(() => {
    if (memberId === undefined) return undefined;
    syncs.current = 0;
    client.start();
    return () => client.stop();
  }, [client, memberId]);

  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === 'counts') applyCounts(dispatch, event);
        // Caught up after a reconnect (or after the API's link between instances was back): the messages
        // came as events, but a read receipt, a removed chat or a like meanwhile did not; the lists reload.
        if (event.type === 'synced' && syncs.current++ > 0) dispatch(baseApi.util.invalidateTags(['Likes', 'Chats']));
        // A new match shows in the likes lists and may open a conversation.
        if (event.type === 'match') dispatch(baseApi.util.invalidateTags(['Likes', 'Chats']));
      }),
    [client, dispatch],
  );
  return null;
}
