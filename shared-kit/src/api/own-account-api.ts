import { baseApi } from './base-api';
import type { GeocodeResponse, ProfileResponse, ProfileUpdate, PushSubscriptionBody, SentResponse, SubscribedResponse } from './contracts';

/**
 * The logged-in member's own account calls that the shell (profile, settings, banners) and sign-up both make:
 * profile.php, geocode.php, activate.php and user.php?push=1. One endpoint per URL, so a profile saved in
 * sign-up is the profile the shell shows. Names are prefixed `kit`; apps read them through the hooks below.
 */
export const ownAccountApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnProfile', 'NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/profile.php: the member's own profile. `User` too: a login, logout or sign-up changes whose
     * profile it is. `OwnProfile`: a photo added or removed changes it.
     */
    kitGetOwnProfile: build.query<ProfileResponse, void>({
      query: () => 'profile.php',
      providesTags: ['OwnProfile', 'User'],
    }),
    /** PUT /api/profile.php: the answer is the saved profile; the user (name, main image) is asked again. */
    kitUpdateOwnProfile: build.mutation<ProfileResponse, ProfileUpdate>({
      query: (body) => ({ url: 'profile.php', method: 'PUT', body }),
      // The saved profile shows at once, before user.php (and the profile with it) is asked again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(ownAccountApi.util.upsertQueryData('kitGetOwnProfile', undefined, data));
      },
      invalidatesTags: ['User'],
    }),
    /** GET /api/geocode.php: a browser position as a country and region (`false`: none found). */
    kitGeocode: build.query<GeocodeResponse, { lat: number; lon: number }>({
      query: (params) => ({ url: 'geocode.php', params }),
    }),
    /** POST /api/activate.php: sends the activation mail again to the logged-in member. */
    kitResendActivation: build.mutation<SentResponse, void>({
      query: () => ({ url: 'activate.php', method: 'POST', body: {} }),
    }),
    /** POST /api/user.php?push=1: attaches this browser's push subscription to the logged-in account. */
    kitSubscribePush: build.mutation<SubscribedResponse, PushSubscriptionBody>({
      query: (body) => ({ url: 'user.php', method: 'POST', params: { push: '1' }, body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const {
  useKitGetOwnProfileQuery,
  useKitUpdateOwnProfileMutation,
  useLazyKitGeocodeQuery,
  useKitResendActivationMutation,
  useKitSubscribePushMutation,
} = ownAccountApi;
