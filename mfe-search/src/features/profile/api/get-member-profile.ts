import type { MemberProfileResponse } from '@dating/shared-kit';
import { searchApi } from '../../../api/search-api';

/** GET /api/member.php?id=: the profile as the viewer may see it, with related profiles. */
export const memberProfileApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchGetMemberProfile: build.query<MemberProfileResponse, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SearchProfile', id }, 'Likes'],
    }),
  }),
});

export const { useSearchGetMemberProfileQuery } = memberProfileApi;
