import { baseApi } from '@dating/shared-kit';
import type { AccountUserResponse, PhotoResponse, SignupBody } from '@dating/shared-kit';

/**
 * The calls of the signup steps; every name starts with `signup` (one API slice, names per remote). The own
 * profile, geocode, push and activation calls the steps share with the shell are the kit's.
 */
export const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/signup.php: creates the account and logs the new member in (status not_confirmed). */
    signupCreateAccount: build.mutation<AccountUserResponse, SignupBody>({
      query: (body) => ({ url: 'signup.php', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSignupCreateAccountMutation } = signupApi;

/** The photo that was uploaded (for the caller; the upload itself goes through XHR for progress events). */
export type UploadedPhoto = PhotoResponse['photo'];
