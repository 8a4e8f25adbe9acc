import { baseApi } from '@dating/shared-kit';
import type { AutoLikeResponse } from '@dating/shared-kit';

/**
 * GET /api/auto-like.php. A mutation, not a query: the call records a like, so it must run exactly
 * when the modal asks, never again on focus, reconnect or a cache refresh.
 */
export const autoLikeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesAutoLike: build.mutation<AutoLikeResponse, void>({
      query: () => ({ url: 'auto-like.php', method: 'GET' }),
    }),
  }),
});

export const { useLikesAutoLikeMutation } = autoLikeApi;
