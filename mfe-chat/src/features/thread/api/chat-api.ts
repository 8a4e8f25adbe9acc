import { baseApi, chatRead } from '@dating/shared-kit';
import { mergeMessages } from '../lib/merge-messages';
import type { ChatResponse, GiftsResponse, IcebreakersResponse, SendMessageBody, SendMessageResponse } from '@dating/shared-kit';

export interface MessagesArgs {
  conversation: number;
}

export interface OlderMessagesArgs extends MessagesArgs {
  /** Id of the oldest message shown: the page before it is fetched. */
  before: number;
}

/**
 * The conversation calls of mfe-chat (names prefixed `chat`). The newest page lives in one cache entry per
 * conversation; older pages, realtime messages and sent messages are merged into that entry.
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET chat.php?conversation=: the newest page; the server marks the conversation read. */
    chatGetMessages: build.query<ChatResponse, MessagesArgs>({
      query: ({ conversation }) => ({ url: 'chat.php', params: { conversation } }),
      // A refetch (new message while open) merges: the older pages loaded by scrolling up stay.
      merge(current, incoming) {
        current.messages = mergeMessages(current.messages, incoming.messages);
        current.profile = incoming.profile;
        current.can_reply = incoming.can_reply;
      },
      async onQueryStarted({ conversation }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(chatRead(conversation));
        } catch {
          // The page shows the error; the list keeps its count.
        }
      },
    }),
    /** GET chat.php?conversation=&before=: one older page, merged into chatGetMessages by the caller. */
    chatGetOlderMessages: build.query<ChatResponse, OlderMessagesArgs>({
      query: ({ conversation, before }) => ({ url: 'chat.php', params: { conversation, before } }),
      keepUnusedDataFor: 0,
    }),
    /**
     * POST chat.php (JSON: text and gift). No automatic retry: the member sees the failed bubble at once
     * and retries with the same client_id, which the server stores and charges once.
     */
    chatSendMessage: build.mutation<SendMessageResponse, SendMessageBody>({
      query: (body) => ({ url: 'chat.php', method: 'POST', body }),
      extraOptions: { retry: false },
    }),
    /** GET gifts.php?locale=: the gift catalogue with each gift's credits. */
    chatGetGifts: build.query<GiftsResponse, string>({
      query: (locale) => ({ url: 'gifts.php', params: { locale } }),
    }),
    /** GET icebreakers.php?locale=: suggested openers for an empty conversation. */
    chatGetIcebreakers: build.query<IcebreakersResponse, string>({
      query: (locale) => ({ url: 'icebreakers.php', params: { locale } }),
    }),
  }),
});

export const { useChatGetMessagesQuery, useChatSendMessageMutation, useChatGetGiftsQuery, useChatGetIcebreakersQuery } = chatApi;
