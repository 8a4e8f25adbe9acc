import { baseApi } from '@dating/shared-kit';
import type { BoostResult, BoostState } from '@dating/shared-kit';

/**
 * GET/POST /api/boost.php. A start carries the client id through the retries, so the server boosts and charges
 * once; the balance and the session (the top bar's countdown reads user.boost_until) are read again after it.
 */
export const boostApi = baseApi.enhanceEndpoints({ addTagTypes: ['Boost'] }).injectEndpoints({
  endpoints: (build) => ({
    shellGetBoost: build.query<BoostState, void>({ query: () => 'boost.php', providesTags: ['Boost'] }),
    shellStartBoost: build.mutation<BoostResult, string>({
      query: (clientId) => ({ url: 'boost.php', method: 'POST', body: { client_id: clientId } }),
      extraOptions: { idempotent: true },
      invalidatesTags: ['Boost', 'User', 'Credits'],
    }),
  }),
});

export const { useShellGetBoostQuery, useShellStartBoostMutation } = boostApi;
