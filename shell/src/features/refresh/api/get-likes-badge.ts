import { baseApi } from '@dating/shared-kit';
import type { LikesResponse } from '@dating/shared-kit';

/**
 * GET /api/likes.php for the shell's new-likes badge and page title (spec 2, 4). Tag Likes, so a like
 * seen in the likes remote, a push arrival or the refresh timer updates the badge.
 */
export const likesBadgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellGetLikes: build.query<LikesResponse, void>({
      query: () => 'likes.php',
      providesTags: ['Likes'],
    }),
  }),
});

export const { useShellGetLikesQuery } = likesBadgeApi;
