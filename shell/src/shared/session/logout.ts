import { baseApi } from '@dating/shared-kit';
import type { CurrentUserResponse } from '@dating/shared-kit';
import { storeSessionUser } from './store-session-user';

/**
 * GET /api/logout.php. A mutation although it is a GET: it changes the session and must never
 * be cached or deduplicated like a query.
 */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellLogout: build.mutation<CurrentUserResponse, void>({
      query: () => ({ url: 'logout.php', method: 'GET' }),
      invalidatesTags: ['User', 'Likes', 'Chats', 'Credits'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) storeSessionUser(dispatch, null);
      },
    }),
  }),
});

export const { useShellLogoutMutation } = logoutApi;
