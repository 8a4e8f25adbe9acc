import { baseApi } from '@dating/shared-kit';
import type { MemberProfileResponse } from '@dating/shared-kit';

/** GET member.php?id=: the member a member landing features (name, age, region, main photo). */
export const landersMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    landersGetMember: build.query<MemberProfileResponse, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
    }),
  }),
});

export const { useLandersGetMemberQuery } = landersMemberApi;
