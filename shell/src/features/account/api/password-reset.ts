import { baseApi } from '@dating/shared-kit';
import type { CurrentUserResponse } from '@dating/shared-kit';
import { storeSessionUser } from '../../../shared/session/store-session-user';

export interface ResetPasswordBody {
  token: string;
  password: string;
  password_confirm: string;
}

/**
 * Password reset: POST asks for the mail (404 email_not_found, 429 reset_limit); PUT sets the
 * new password with the mailed token and logs in (400 reset_link_invalid, 422 passwords_differ).
 */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellRequestPasswordReset: build.mutation<{ sent: boolean }, { email: string }>({
      query: (body) => ({ url: 'reset-password.php', method: 'POST', body }),
    }),
    shellResetPassword: build.mutation<CurrentUserResponse, ResetPasswordBody>({
      query: (body) => ({ url: 'reset-password.php', method: 'PUT', body }),
      invalidatesTags: (result) => (result?.user ? ['User', 'Likes', 'Chats', 'Credits'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) storeSessionUser(dispatch, data.user);
      },
    }),
  }),
});

export const { useShellRequestPasswordResetMutation, useShellResetPasswordMutation } = passwordResetApi;
