import { baseApi } from '@dating/shared-kit';
import type { MembersQuery, MembersResponse } from '@dating/shared-kit';

/** GET /api/members.php: one page of the member search, with similar profiles when few match. */
export const searchMembersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<MembersResponse, MembersQuery>({
      query: (params) => ({ url: 'members.php', params }),
    }),
  }),
});

export const { useSearchMembersQuery } = searchMembersApi;
