import type { AppDispatch } from '../../store/create-app-store';
import { coreApi } from '../core-api';
import { sharedDataApi } from '../shared-data-api';
import type { RealtimeEvent } from '../contracts';

type CountsEvent = Extract<RealtimeEvent, { type: 'counts' }>;

/**
 * Writes a `counts` event into the kit's shared entries (chats.php total, likes.php new_likes, user.php
 * credits), so the top-bar badges, the title prefix and the app badge follow at once instead of waiting
 * for the 60 s refresh. Entries nobody has loaded stay unloaded.
 */
export function applyCounts(dispatch: AppDispatch, event: CountsEvent): void {
  dispatch(
    sharedDataApi.util.updateQueryData('kitGetChats', undefined, (chats) => {
      chats.total_unread_messages = event.unread_messages;
    }),
  );
  dispatch(
    sharedDataApi.util.updateQueryData('kitGetLikes', undefined, (likes) => {
      likes.new_likes = event.new_likes;
    }),
  );
  dispatch(
    coreApi.util.updateQueryData('getCurrentUser', undefined, (session) => {
      if (session.user) session.user.credits = event.credits;
    }),
  );
}
