import { baseApi } from '@dating/shared-kit';
import type { LikesResponse } from '@dating/shared-kit';

/** GET /api/likes.php: likes given (profiles) and received (liked_by) with new_likes; the shell's badge reads it too. */
export const getLikesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesGetLikes: build.query<LikesResponse, void>({
      query: () => 'likes.php',
      providesTags: ['Likes'],
    }),
  }),
});

export const { useLikesGetLikesQuery } = getLikesApi;
