import { baseApi } from '@dating/shared-kit';
import type { BlockResult, MemberProfileResponse } from '@dating/shared-kit';

/** The member calls a conversation needs: who a new thread is with, and blocking them. */
export const chatMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET member.php?id=: name and photo for a thread that has no messages yet. */
    chatGetMember: build.query<MemberProfileResponse, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
    }),
    /** POST block.php: the server removes our chats; the list and likes follow. */
    chatBlockMember: build.mutation<BlockResult, number>({
      query: (profileId) => ({ url: 'block.php', method: 'POST', body: { profile_id: profileId } }),
      extraOptions: { idempotent: true },
      invalidatesTags: ['Chats', 'Likes'],
    }),
  }),
});

export const { useChatGetMemberQuery, useChatBlockMemberMutation } = chatMemberApi;
