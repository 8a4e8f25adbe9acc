import { baseApi } from '@dating/shared-kit';
import type { VisitorsResponse } from '@dating/shared-kit';

/**
 * GET /api/visitors.php?page=: who viewed my profile (premium) or how many (free). Asked again on every visit
 * of the tab, and when the member changes (a purchase makes them premium: User), since views keep arriving.
 */
export const getVisitorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likesGetVisitors: build.query<VisitorsResponse, number>({
      query: (page) => ({ url: 'visitors.php', params: { page } }),
      providesTags: ['User'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLikesGetVisitorsQuery } = getVisitorsApi;
