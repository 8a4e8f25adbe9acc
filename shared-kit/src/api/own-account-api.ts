import { baseApi, coreApi } from '@dating/shared-kit';
import type { GeocodeResponse, ProfileResponse, ProfileUpdate, PushSubscriptionBody, SubscribedResponse } from '@dating/shared-kit';

/**
 * The member's own account calls that the shell's profile editor and settings and the sign-up steps both make:
 * one endpoint per URL, so a profile saved in either shows in both. A subpath of the kit
 * (`@dating/shared-kit/account-api`), loaded only with those screens: no entry route carries it.
 */
export const ownAccountApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnProfile', 'NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/profile.php: the member's own profile as the editor and the sign-up steps show it. */
    kitGetOwnProfile: build.query<ProfileResponse, void>({
      query: () => 'profile.php',
      // User: a login or logout invalidates it, so the next member never sees the previous one's profile.
      providesTags: ['OwnProfile', 'User'],
    }),
    /**
     * PUT /api/profile.php. The answer is the saved profile: it goes into the cache instead of being fetched again.
     * user.php is asked again: its name and main image feed the top bar and the banners.
     */
    kitUpdateOwnProfile: build.mutation<ProfileResponse, ProfileUpdate>({
      query: (body) => ({ url: 'profile.php', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(ownAccountApi.util.upsertQueryData('kitGetOwnProfile', undefined, data));
        // user.php alone: invalidating User would ask the profile just written again.
        void dispatch(coreApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    /** GET /api/geocode.php as a mutation: it runs once when the member presses the location button, never on refetch. */
    kitGeocode: build.mutation<GeocodeResponse, { lat: number; lon: number }>({
      query: (params) => ({ url: 'geocode.php', params }),
    }),
    /** POST /api/user.php?push=1: attaches the browser's push subscription to the logged-in account. */
    kitSubscribePush: build.mutation<SubscribedResponse, PushSubscriptionBody>({
      query: (body) => ({ url: 'user.php', method: 'POST', params: { push: 1 }, body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useKitGetOwnProfileQuery, useKitUpdateOwnProfileMutation, useKitGeocodeMutation, useKitSubscribePushMutation } =
  ownAccountApi;
