import { baseApi } from '@dating/shared-kit';
import type { LikesSeenResult } from '@dating/shared-kit';

/** POST /api/likes-seen.php: that liker's like is no longer new, so the badges count one less. */
export const markLikeSeenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesMarkSeen: build.mutation<LikesSeenResult, number>({
      query: (profileId) => ({ url: 'likes-seen.php', method: 'POST', body: { profile_id: profileId } }),
      extraOptions: { idempotent: true },
      invalidatesTags: ['Likes'],
    }),
  }),
});

export const { useLikesMarkSeenMutation } = markLikeSeenApi;
