import { baseApi } from '@dating/shared-kit';
import type { SwipeGameResponse } from '@dating/shared-kit';

/** GET /api/swipe-game.php: the next cards and today's likes left. Fresh on every visit of the game. */
export const getSwipeGameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesSwipeGame: build.query<SwipeGameResponse, void>({
      query: () => 'swipe-game.php',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLikesSwipeGameQuery } = getSwipeGameApi;
