import { baseApi } from '@dating/shared-kit';
import type { SwipeUndoResult } from '@dating/shared-kit';

/**
 * POST /api/swipe-undo.php: takes back the last swipe of the day (premium free, else for credits). The client id
 * travels with the retries, so the server undoes and charges once; the balance and likes are read again.
 */
export const undoSwipeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesSwipeUndo: build.mutation<SwipeUndoResult, string>({
      query: (clientId) => ({ url: 'swipe-undo.php', method: 'POST', body: { client_id: clientId } }),
      extraOptions: { idempotent: true },
      invalidatesTags: ['User', 'Credits', 'Likes'],
    }),
  }),
});

export const { useLikesSwipeUndoMutation } = undoSwipeApi;
