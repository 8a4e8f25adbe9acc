import type { MembersQuery, MembersResponse } from '@dating/shared-kit';
import { searchApi } from '../../../api/search-api';

/** GET /api/members.php: one page of the member search, with similar profiles when few match. */
export const searchMembersApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<MembersResponse, MembersQuery>({
      query: (params) => ({ url: 'members.php', params }),
      // A block elsewhere on the site removes members from the results.
      providesTags: ['SearchMembers'],
    }),
  }),
});

export const { useSearchMembersQuery } = searchMembersApi;
