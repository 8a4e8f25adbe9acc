import { baseApi } from '@dating/shared-kit';
import type {
  AccountUserResponse,
  GeocodeResponse,
  PhotoResponse,
  ProfileResponse,
  ProfileUpdate,
  PushSubscriptionBody,
  SentResponse,
  SignupBody,
  SubscribedResponse,
} from '@dating/shared-kit';

/** The calls of the signup steps; every name starts with `signup` (one API slice, names per remote). */
export const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/signup.php: creates the account and logs the new member in (status not_confirmed). */
    signupCreateAccount: build.mutation<AccountUserResponse, SignupBody>({
      query: (body) => ({ url: 'signup.php', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    signupGetProfile: build.query<ProfileResponse, void>({
      query: () => 'profile.php',
      providesTags: ['User'],
    }),
    signupUpdateProfile: build.mutation<ProfileResponse, ProfileUpdate>({
      query: (body) => ({ url: 'profile.php', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** A mutation: it runs once when the visitor presses the location button, never on refetch. */
    signupGeocode: build.mutation<GeocodeResponse, { lat: number; lon: number }>({
      query: (params) => ({ url: 'geocode.php', params }),
    }),
    signupSubscribePush: build.mutation<SubscribedResponse, PushSubscriptionBody>({
      query: (body) => ({ url: 'user.php', method: 'POST', params: { push: '1' }, body }),
    }),
    signupResendActivation: build.mutation<SentResponse, void>({
      query: () => ({ url: 'activate.php', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useSignupCreateAccountMutation,
  useSignupGetProfileQuery,
  useSignupUpdateProfileMutation,
  useSignupGeocodeMutation,
  useSignupSubscribePushMutation,
  useSignupResendActivationMutation,
} = signupApi;

/** The photo that was uploaded (for the caller; the upload itself goes through XHR for progress events). */
export type UploadedPhoto = PhotoResponse['photo'];
