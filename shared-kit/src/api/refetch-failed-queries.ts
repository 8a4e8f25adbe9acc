import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './base-api';

interface QueriesState {
  api: ReturnType<typeof baseApi.reducer>;
}

type Dispatch = ThunkDispatch<QueriesState, unknown, UnknownAction>;

/**
 * Asks again for every cached query whose last try failed (settings, the session, a remote's list), so a
 * page fills in by itself once the API is back, without a reload. Queries injected by remotes included: it
 * goes by the cache, not by a list of endpoints.
 */
export function refetchFailedQueries(dispatch: Dispatch, getState: () => QueriesState): void {
  const endpoints = baseApi.endpoints as Record<string, { initiate?: (arg: unknown, options: object) => unknown } | undefined>;
  for (const entry of Object.values(getState().api.queries)) {
    if (!entry || entry.status !== 'rejected') continue;
    const initiate = endpoints[entry.endpointName]?.initiate;
    if (initiate) dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as UnknownAction);
  }
}
