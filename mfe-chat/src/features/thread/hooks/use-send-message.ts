import { useCallback, useEffect, useRef, useState } from 'react';
import { creditsChanged, messageAdded, toApiError, useAppDispatch } from '@dating/shared-kit';
import type { ApiError, Gift, SendMessageBody, SendMessageResponse } from '@dating/shared-kit';
import { useChatSendMessageMutation } from '../api/chat-api';
import { uploadImage } from '../api/upload-image';
import { newClientId } from '../lib/client-id';
import { isDockedError, type OutboxItem } from '../lib/outbox';
import { addToThread } from '../lib/thread-cache';

export interface SendTarget {
  /** The conversation, or undefined for a new thread that starts with the first send. */
  conversation?: number;
  /** The other member: a new thread is started with `{ profile }`. */
  partnerId: number;
}

export interface SendCallbacks {
  /** A send the server refused for a reason a retry cannot fix (credits, limits, blocks). */
  onDocked: (error: ApiError, item: OutboxItem) => void;
  /** The first message of a new thread was stored: the conversation now exists. */
  onStarted: (conversation: number) => void;
}

/**
 * Sending text, gifts, images and voice messages with optimistic bubbles. Each send gets a client_id once; Retry sends the
 * same id, so the server stores and charges it once even if the first attempt did arrive.
 */
export function useSendMessage(target: SendTarget, callbacks: SendCallbacks) {
  const dispatch = useAppDispatch();
  const [sendJson] = useChatSendMessageMutation();
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  // Sends finish after later renders: they read the current target (a new thread becomes a conversation).
  const latest = useRef({ target, callbacks });
  useEffect(() => {
    latest.current = { target, callbacks };
  });

  const update = (clientId: string, change: Partial<OutboxItem> | null) =>
    setOutbox((items) =>
      change === null
        ? items.filter((item) => item.client_id !== clientId)
        : items.map((item) => (item.client_id === clientId ? { ...item, ...change } : item)),
    );

  const stored = useCallback(
    (item: OutboxItem, answer: SendMessageResponse) => {
      const { message } = answer;
      addToThread(dispatch, message.conversation, [message]);
      // The answer carries the new balance: the credits chip and the cost line follow at once.
      dispatch(creditsChanged(answer.credits));
      dispatch(messageAdded(message, message.conversation));
      setOutbox((items) => items.filter((entry) => entry.client_id !== item.client_id));
      if (item.imageUrl) URL.revokeObjectURL?.(item.imageUrl);
      if (latest.current.target.conversation === undefined) latest.current.callbacks.onStarted(message.conversation);
    },
    [dispatch],
  );

  const deliver = useCallback(
    async (item: OutboxItem) => {
      const { conversation, partnerId } = latest.current.target;
      const to = conversation !== undefined ? { conversation } : { profile: partnerId };
      try {
        let answer: SendMessageResponse;
        if ((item.kind === 'image' || item.kind === 'voice') && item.file) {
          answer = await uploadImage({ ...to, kind: item.kind, file: item.file, client_id: item.client_id }, (progress) =>
            update(item.client_id, { progress }),
          );
        } else {
          const body: SendMessageBody = { ...to, kind: item.kind, client_id: item.client_id };
          if (item.kind === 'text') body.text = item.text;
          body.confirm = item.confirm;
          if (item.kind === 'gift') body.gift = item.gift?.id;
          answer = await sendJson(body).unwrap();
        }
        stored(item, answer);
      } catch (thrown) {
        const error = 'code' in (thrown as object) && 'params' in (thrown as object) ? (thrown as ApiError) : toApiError(thrown);
        if (isDockedError(error)) {
          update(item.client_id, null);
          latest.current.callbacks.onDocked(error, item);
        } else {
          update(item.client_id, { status: 'failed', error });
        }
      }
    },
    [sendJson, stored],
  );

  const enqueue = (item: Omit<OutboxItem, 'client_id' | 'status' | 'sent_at'>) => {
    const entry: OutboxItem = { ...item, client_id: newClientId(), status: 'sending', sent_at: new Date().toISOString() };
    setOutbox((items) => [...items, entry]);
    void deliver(entry);
  };

  return {
    outbox,
    sendText: (text: string, confirm?: boolean) => enqueue({ kind: 'text', text, confirm }),
    sendGift: (gift: Gift) => enqueue({ kind: 'gift', gift }),
    sendImage: (file: File) =>
      enqueue({
        kind: 'image',
        file,
        imageUrl: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
        progress: 0,
      }),
    sendVoice: (file: File, durationMs: number) => enqueue({ kind: 'voice', file, durationMs, progress: 0 }),
    /** Sends a failed message again with its own client_id. */
    retry: (clientId: string) => {
      const item = outbox.find((entry) => entry.client_id === clientId);
      if (!item) return;
      const again: OutboxItem = {
        ...item,
        status: 'sending',
        error: undefined,
        progress: item.kind === 'image' || item.kind === 'voice' ? 0 : undefined,
      };
      update(clientId, again);
      void deliver(again);
    },
  };
}
