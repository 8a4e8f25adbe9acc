import { baseApi, chatRemoved, chatsChanged } from '@dating/shared-kit';
import type { DeleteChatResponse } from '@dating/shared-kit';

/** DELETE chat.php {conversation}: the row goes at once and comes back (by a reload) on failure. */
export const deleteChatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatDeleteConversation: build.mutation<DeleteChatResponse, number>({
      query: (conversation) => ({ url: 'chat.php', method: 'DELETE', body: { conversation } }),
      async onQueryStarted(conversation, { dispatch, queryFulfilled }) {
        dispatch(chatRemoved(conversation));
        try {
          await queryFulfilled;
        } catch {
          // The server kept it: reload the list rather than guess where the row was.
          dispatch(chatsChanged());
        }
      },
    }),
  }),
});

export const { useChatDeleteConversationMutation } = deleteChatApi;
