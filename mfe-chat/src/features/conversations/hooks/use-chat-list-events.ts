import { baseApi, useAppDispatch, useRealtimeEvents } from '@dating/shared-kit';
import { removeFromChatList, showInChatList } from '../../thread/lib/thread-cache';

/**
 * Keeps the chat list current from the realtime socket: a new message moves its row up (a conversation the
 * list does not know yet reloads the list), a removed conversation leaves it.
 */
export function useChatListEvents(openConversation: number | undefined): void {
  const dispatch = useAppDispatch();
  useRealtimeEvents((event) => {
    if (event.type === 'message' && !showInChatList(dispatch, event.message, openConversation)) {
      dispatch(baseApi.util.invalidateTags(['Chats']));
    }
    if (event.type === 'chat_removed') removeFromChatList(dispatch, event.conversation);
  });
}
