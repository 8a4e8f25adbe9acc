import type { AppDispatch, ChatMessage, ReactionResponse } from '@dating/shared-kit';
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

/** A message's reactions now (from the answer or the realtime event); none left removes the row under it. */
export function setReactions(dispatch: AppDispatch, change: Pick<ReactionResponse, 'conversation' | 'message' | 'reactions'>): void {
  dispatch(
    chatApi.util.updateQueryData('chatGetMessages', { conversation: change.conversation }, (draft) => {
      const message = draft.messages.find((candidate) => candidate.id === change.message);
      if (!message) return;
      if (change.reactions.length > 0) message.reactions = change.reactions;
      else delete message.reactions;
    }),
  );
}
