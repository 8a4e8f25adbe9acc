import { baseApi } from '@dating/shared-kit';
import type { CurrentUserResponse, Locale } from '@dating/shared-kit';
import { storeSessionUser } from './store-session-user';

/** PUT /api/user.php { language }: the member's language, used for their mails too. */
export const updateLanguageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellUpdateLanguage: build.mutation<CurrentUserResponse, Locale>({
      query: (language) => ({ url: 'user.php', method: 'PUT', body: { language } }),
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.user) storeSessionUser(dispatch, data.user);
      },
    }),
  }),
});

export const { useShellUpdateLanguageMutation } = updateLanguageApi;
