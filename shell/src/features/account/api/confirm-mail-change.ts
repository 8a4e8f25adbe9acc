import { baseApi } from '@dating/shared-kit';
import type { CurrentUserResponse } from '@dating/shared-kit';

/** PUT /api/mail-change.php { token }: confirms the new address from the mailed link. */
export const confirmMailChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellConfirmMailChange: build.mutation<CurrentUserResponse, { token: string }>({
      query: (body) => ({ url: 'mail-change.php', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useShellConfirmMailChangeMutation } = confirmMailChangeApi;
