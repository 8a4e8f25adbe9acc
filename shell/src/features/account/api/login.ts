import { baseApi, isLocale, localeChanged } from '@dating/shared-kit';
import type { CurrentUserResponse } from '@dating/shared-kit';
import { writeLocaleCookie } from '../../../app/locale';
import { storeSessionUser } from '../../../shared/session/store-session-user';

export interface LoginBody {
  email: string;
  password: string;
}

/** POST /api/user.php: log in. 401 login_failed, 429 account_locked with params.minutes. */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellLogin: build.mutation<CurrentUserResponse, LoginBody>({
      query: (body) => ({ url: 'user.php', method: 'POST', body }),
      // A new member: everything member-specific is refetched.
      invalidatesTags: (result) => (result?.user ? ['User', 'Likes', 'Chats', 'Credits'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        storeSessionUser(dispatch, data.user);
        // The member's own language (kept on the account) follows them to this browser.
        const language = data.user?.language;
        if (isLocale(language)) {
          writeLocaleCookie(language);
          dispatch(localeChanged(language));
        }
      },
    }),
  }),
});

export const { useShellLoginMutation } = loginApi;
