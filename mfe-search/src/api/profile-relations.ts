import type { BlockResult } from '@dating/shared-kit';
import { searchApi } from './search-api';

const touched = (profileId: number) =>
  [{ type: 'SearchProfile' as const, id: profileId }, 'Likes' as const, 'SearchMatches' as const];

/**
 * POST/DELETE /api/block.php for the profile page. Liking is the kit's `useKitLikeMutation` (one endpoint
 * for like.php across the site); the profile and match finder provide Likes, so a like refreshes them.
 */
export const profileRelationsApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchBlockProfile: build.mutation<BlockResult, number>({
      query: (profileId) => ({ url: 'block.php', method: 'POST', body: { profile_id: profileId } }),
      // Blocking hides members both ways, so every list that may show them is stale.
      invalidatesTags: (_result, _error, profileId) => [...touched(profileId), 'SearchMembers', 'SearchProfile', 'Chats'],
    }),
    searchUnblockProfile: build.mutation<BlockResult, number>({
      query: (profileId) => ({ url: 'block.php', method: 'DELETE', body: { profile_id: profileId } }),
      invalidatesTags: (_result, _error, profileId) => [...touched(profileId), 'SearchMembers', 'SearchProfile'],
    }),
  }),
});

export const { useSearchBlockProfileMutation, useSearchUnblockProfileMutation } = profileRelationsApi;
