import type { MatchFinderResponse } from '@dating/shared-kit';
import { searchApi } from '../../../api/search-api';

/** GET /api/match-finder.php: a handful of good matches for the logged-in member. */
export const matchFinderApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchGetMatchFinder: build.query<MatchFinderResponse, void>({
      query: () => 'match-finder.php',
      // Likes: a like given here (the kit's like.php mutation) moves the finder on to the next member.
      providesTags: ['SearchMatches', 'Likes'],
    }),
  }),
});

export const { useSearchGetMatchFinderQuery } = matchFinderApi;
