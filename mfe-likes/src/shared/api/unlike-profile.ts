import { baseApi } from '@dating/shared-kit';
import type { UnlikeResult } from '@dating/shared-kit';

/** DELETE /api/like.php: takes my like back (and with it a match). */
export const unlikeProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesUnlike: build.mutation<UnlikeResult, number>({
      query: (profileId) => ({ url: 'like.php', method: 'DELETE', body: { profile_id: profileId } }),
      invalidatesTags: ['Likes'],
    }),
  }),
});

export const { useLikesUnlikeMutation } = unlikeProfileApi;
