import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useRealtimeEvents } from '@dating/shared-kit';
import type { ChatMessage } from '@dating/shared-kit';
import { chatApi } from '../api/chat-api';
import { addToThread, setReactions } from '../lib/thread-cache';

/** The other side's "typing" expires when its stop frame is lost (a closed tab). */
export const typingShownMs = 8_000;

export interface ThreadEventHandlers {
  /** A message from the other member arrived (for the live region). */
  onIncoming: (message: ChatMessage) => void;
  /** The other member liked me back: the match modal. */
  onMatch: () => void;
  /** The conversation was deleted or a block removed it. */
  onRemoved: () => void;
}

/**
 * Realtime events of the open conversation: new messages join the thread (and the conversation is read
 * again, so the server zeroes its count), read receipts mark my bubbles, reactions show under their message,
 * typing shows under the name.
 * Answers whether the other member is typing.
 */
export function useThreadEvents(conversation: number | undefined, partnerId: number, handlers: ThreadEventHandlers): boolean {
  const dispatch = useAppDispatch();
  const [typing, setTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(expiry.current), []);

  useRealtimeEvents((event) => {
    if (event.type === 'match' && event.profile === partnerId) handlers.onMatch();
    if (conversation === undefined) return;
    if (event.type === 'message' && event.message.conversation === conversation) {
      addToThread(dispatch, conversation, [event.message]);
      if (!event.message.mine) {
        setTyping(false);
        handlers.onIncoming(event.message);
        // Reading the newest page marks it read; the answer merges into the thread.
        void dispatch(chatApi.endpoints.chatGetMessages.initiate({ conversation }, { subscribe: false, forceRefetch: true }));
      }
    }
    if (event.type === 'typing' && event.conversation === conversation && event.member === partnerId) {
      setTyping(event.typing);
      clearTimeout(expiry.current);
      if (event.typing) expiry.current = setTimeout(() => setTyping(false), typingShownMs);
    }
    if (event.type === 'read' && event.conversation === conversation) {
      dispatch(
        chatApi.util.updateQueryData('chatGetMessages', { conversation }, (draft) => {
          for (const message of draft.messages)
            if (message.mine && message.id <= event.up_to && !message.read_at) message.read_at = event.read_at;
        }),
      );
    }
    if (event.type === 'reaction' && event.conversation === conversation) setReactions(dispatch, event);
    if (event.type === 'chat_removed' && event.conversation === conversation) handlers.onRemoved();
  });
  return typing;
}
