import { searchApi } from './search-api';

/** Answers of like.php and block.php (api/src/contracts/likes.ts, written by the likes feature). */
export interface LikeResult {
  liked: boolean;
  match: boolean;
}
export interface BlockResult {
  blocked: boolean;
}

/** Where a like was given; the API counts match-finder likes apart. */
export type LikeSource = 'profile' | 'match_finder';

export interface LikeArgs {
  profileId: number;
  source?: LikeSource;
}

const touched = (profileId: number) =>
  [{ type: 'SearchProfile' as const, id: profileId }, 'Likes' as const, 'SearchMatches' as const];

/** POST/DELETE /api/like.php and /api/block.php for the profile page and the match finder. */
export const profileRelationsApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchLikeProfile: build.mutation<LikeResult, LikeArgs>({
      query: ({ profileId, source = 'profile' }) => ({
        url: 'like.php',
        method: 'POST',
        params: { source },
        body: { profile_id: profileId },
      }),
      invalidatesTags: (_result, _error, { profileId }) => touched(profileId),
    }),
    searchUnlikeProfile: build.mutation<LikeResult, number>({
      query: (profileId) => ({ url: 'like.php', method: 'DELETE', body: { profile_id: profileId } }),
      invalidatesTags: (_result, _error, profileId) => touched(profileId),
    }),
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

export const {
  useSearchLikeProfileMutation,
  useSearchUnlikeProfileMutation,
  useSearchBlockProfileMutation,
  useSearchUnblockProfileMutation,
} = profileRelationsApi;
