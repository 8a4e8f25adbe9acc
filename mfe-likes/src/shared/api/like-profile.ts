import { baseApi } from '@dating/shared-kit';
import type { LikeResult, LikeSource } from '@dating/shared-kit';

export interface LikeProfileArgs {
  profileId: number;
  source: LikeSource;
}

/** POST /api/like.php?source=...: refreshes every view of likes (lists, the shell's badge, the profile page). */
export const likeProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesLike: build.mutation<LikeResult, LikeProfileArgs>({
      query: ({ profileId, source }) => ({ url: 'like.php', method: 'POST', params: { source }, body: { profile_id: profileId } }),
      // Liking is idempotent on the server, so a retried POST cannot like twice or use a second swipe.
      extraOptions: { idempotent: true },
      invalidatesTags: ['Likes'],
    }),
  }),
});

export const { useLikesLikeMutation } = likeProfileApi;
