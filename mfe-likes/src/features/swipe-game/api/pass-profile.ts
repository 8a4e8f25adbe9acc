import { baseApi } from '@dating/shared-kit';
import type { SwipePassResult } from '@dating/shared-kit';

/** POST /api/swipe-pass.php: the game does not offer this member again. */
export const passProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesSwipePass: build.mutation<SwipePassResult, number>({
      query: (profileId) => ({ url: 'swipe-pass.php', method: 'POST', body: { profile_id: profileId } }),
      extraOptions: { idempotent: true },
    }),
  }),
});

export const { useLikesSwipePassMutation } = passProfileApi;
