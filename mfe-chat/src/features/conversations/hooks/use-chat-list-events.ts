import { chatRemoved, chatsChanged, messageAdded, useAppDispatch, useRealtimeEvents } from '@dating/shared-kit';

/**
 * Keeps the chat list current from the realtime socket: a new message moves its row up (a conversation the
 * list does not know yet reloads the list), a removed conversation leaves it.
 */
export function useChatListEvents(openConversation: number | undefined): void {
  const dispatch = useAppDispatch();
  useRealtimeEvents((event) => {
    if (event.type === 'message') dispatch(messageAdded(event.message, openConversation));
    if (event.type === 'chat_removed') dispatch(chatRemoved(event.conversation));
    // The row's "reacted ❤️ to …" line depends on what else happened since: the server works it out.
    if (event.type === 'reaction') dispatch(chatsChanged());
  });
}
