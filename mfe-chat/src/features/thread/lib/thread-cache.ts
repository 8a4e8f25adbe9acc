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
