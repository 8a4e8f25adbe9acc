import type { ReactionBody, ReactionResponse } from '@dating/shared-kit';
import { chatApi } from './chat-api';
import { setReactions } from '../lib/thread-cache';

/** POST chat-reaction.php: the same emoji again removes it. The answer (and the realtime event) sets the bubble's reactions. */
export const reactionApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    chatReact: build.mutation<ReactionResponse, ReactionBody>({
      query: (body) => ({ url: 'chat-reaction.php', method: 'POST', body }),
      // A toggle repeated by a retry would undo itself: the member taps again instead.
      extraOptions: { retry: false },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setReactions(dispatch, data);
        } catch {
          // The caller shows the error; the bubble keeps what it showed.
        }
      },
    }),
  }),
});

export const { useChatReactMutation } = reactionApi;
