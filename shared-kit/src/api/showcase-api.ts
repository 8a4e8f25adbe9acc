import { baseApi } from './base-api';
import type { ShowcaseQuery, ShowcaseResponse } from './contracts';

/** Filters of showcase.php; the limit defaults on the server. */
export type ShowcaseArgs = Partial<ShowcaseQuery>;

/**
 * GET /api/showcase.php: public faces for the landers (mfe-landers) and the home page (shell), one entry
 * for both. Visitors may call it even where logged-out search is off.
 */
export const showcaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kitGetShowcase: build.query<ShowcaseResponse, ShowcaseArgs>({
      query: (args) => ({ url: 'showcase.php', params: args }),
    }),
  }),
});

export const { useKitGetShowcaseQuery } = showcaseApi;
