import { baseApi } from '@dating/shared-kit';
import type { MatchFinderResponse } from '@dating/shared-kit';

/** GET /api/match-finder.php: a handful of good matches for the logged-in member. */
export const matchFinderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchGetMatchFinder: build.query<MatchFinderResponse, void>({
      query: () => 'match-finder.php',
      // Likes: a like given here (the kit's like.php mutation) moves the finder on to the next member.
      // Members: a block made anywhere (the kit's block.php mutation) takes the member out of it.
      providesTags: ['Members', 'Likes'],
    }),
  }),
});

export const { useSearchGetMatchFinderQuery } = matchFinderApi;
