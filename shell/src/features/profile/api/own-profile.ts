import { baseApi } from '@dating/shared-kit';
import type { GeocodeResponse, ProfileResponse, ProfileUpdate } from '@dating/shared-kit';

/**
 * GET/PUT /api/profile.php and GET /api/geocode.php. A saved profile also refreshes the user (its name and
 * main image feed the top bar and the banners).
 */
export const ownProfileApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    shellGetOwnProfile: build.query<ProfileResponse, void>({
      query: () => 'profile.php',
      providesTags: ['OwnProfile'],
    }),
    shellUpdateOwnProfile: build.mutation<ProfileResponse, ProfileUpdate>({
      query: (body) => ({ url: 'profile.php', method: 'PUT', body }),
      // The answer is the saved profile: put it in the cache instead of fetching it again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(ownProfileApi.util.upsertQueryData('shellGetOwnProfile', undefined, data));
      },
      invalidatesTags: ['User'],
    }),
    shellGeocode: build.query<GeocodeResponse, { lat: number; lon: number }>({
      query: (params) => ({ url: 'geocode.php', params }),
    }),
  }),
});

export const { useShellGetOwnProfileQuery, useShellUpdateOwnProfileMutation, useLazyShellGeocodeQuery } = ownProfileApi;
