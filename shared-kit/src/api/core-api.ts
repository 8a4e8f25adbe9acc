import { baseApi } from './base-api';
import type { CompanyInfo, CurrentUserResponse, InterestsResponse, RegionsResponse, SentResponse, SiteSettings } from './contracts';

/**
 * The calls every app needs. Settings, interests, regions and company info are loaded
 * once and cached for the whole visit.
 */
export const coreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SiteSettings, Record<string, string> | void>({
      query: (params) => ({ url: 'settings.php', params: params ?? undefined }),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    getCurrentUser: build.query<CurrentUserResponse, void>({
      query: () => 'user.php',
      providesTags: ['User', 'Credits'],
    }),
    getInterests: build.query<InterestsResponse, void>({
      query: () => 'interests.php',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    getRegions: build.query<RegionsResponse, string | void>({
      query: (country) => ({ url: 'regions.php', params: country ? { country } : undefined }),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    getCompanyInfo: build.query<CompanyInfo, void>({
      query: () => 'companyinfo.php',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    /** POST /api/activate.php: the activation mail again, from the shell's reminder or sign-up's failed activation. */
    kitResendActivation: build.mutation<SentResponse, void>({
      query: () => ({ url: 'activate.php', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useGetCurrentUserQuery,
  useGetInterestsQuery,
  useGetRegionsQuery,
  useGetCompanyInfoQuery,
  useKitResendActivationMutation,
} = coreApi;
