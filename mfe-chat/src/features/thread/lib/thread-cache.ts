import { coreApi, sharedDataApi } from '@dating/shared-kit';
import type { AppDispatch, ChatMessage } from '@dating/shared-kit';
import { chatApi } from '../api/chat-api';
import { mergeMessages } from './merge-messages';

/** Puts stored messages into the open conversation's cache entry (a no-op when it is not loaded). */
export function addToThread(dispatch: AppDispatch, conversation: number, messages: ChatMessage[]): void {
  dispatch(
    chatApi.util.updateQueryData('chatGetMessages', { conversation }, (draft) => {
      draft.messages = mergeMessages(draft.messages, messages);
    }),
  );
}

/** The answer of a send carries the new balance: the credits chip and the cost line follow at once. */
export function setCreditBalance(dispatch: AppDispatch, credits: number): void {
  dispatch(
    coreApi.util.updateQueryData('getCurrentUser', undefined, (session) => {
      if (session.user) session.user.credits = credits;
    }),
  );
}

/**
 * A new message in the list entry (the kit's chats.php): its row shows it as the last message and moves
 * to the top; an incoming one counts as unread unless that conversation is open. Answers false when the
 * row is not in the list (a new conversation), so the caller refetches the list.
 */
export function showInChatList(dispatch: AppDispatch, message: ChatMessage, openConversation: number | undefined): boolean {
  let found = false;
  dispatch(
    sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
      const index = draft.chats.findIndex((chat) => chat.conversation === message.conversation);
      if (index < 0) return;
      found = true;
      const [row] = draft.chats.splice(index, 1);
      if (!row) return;
      row.last_message = { kind: message.kind, preview: message.text?.slice(0, 140) ?? '', sent_at: message.sent_at, mine: message.mine };
      if (!message.mine && message.conversation !== openConversation) row.num_unread_messages += 1;
      draft.chats.unshift(row);
    }),
  );
  return found;
}

/** Opening a conversation reads it (the server zeroes its count): the row and the badge follow at once. */
export function markReadInChatList(dispatch: AppDispatch, conversation: number): void {
  dispatch(
    sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
      const row = draft.chats.find((chat) => chat.conversation === conversation);
      if (!row || row.num_unread_messages === 0) return;
      draft.total_unread_messages = Math.max(0, draft.total_unread_messages - row.num_unread_messages);
      row.num_unread_messages = 0;
    }),
  );
}

/** Removes a conversation from the list entry (deleted here, elsewhere, or by a block). */
export function removeFromChatList(dispatch: AppDispatch, conversation: number): void {
  dispatch(
    sharedDataApi.util.updateQueryData('kitGetChats', undefined, (draft) => {
      const row = draft.chats.find((chat) => chat.conversation === conversation);
      if (!row) return;
      draft.total_unread_messages = Math.max(0, draft.total_unread_messages - row.num_unread_messages);
      draft.chats = draft.chats.filter((chat) => chat.conversation !== conversation);
    }),
  );
}
