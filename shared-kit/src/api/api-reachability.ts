import { createSlice } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Whether the API answers at all. The base query marks it unreachable when a call fails without the API
 * answering (no connection, or the gateway's 502/503/504: API stopped, crashed or too slow) and reachable
 * again on any answer from the API itself. The shell shows "temporarily unavailable" and retries from it.
 */
export interface ApiReachabilityState {
  reachable: boolean;
}

const initialState: ApiReachabilityState = { reachable: true };

export const apiReachabilitySlice = createSlice({
  name: 'apiReachability',
  initialState,
  reducers: {
    apiUnreachable(state) {
      state.reachable = false;
    },
    apiReachable(state) {
      state.reachable = true;
    },
  },
  selectors: {
    selectApiReachable: (state) => state.reachable,
  },
});

export const { apiUnreachable, apiReachable } = apiReachabilitySlice.actions;
export const { selectApiReachable } = apiReachabilitySlice.selectors;

/** Statuses that mean the API itself did not answer: the gateway's upstream errors, or no connection at all. */
const unreachableStatuses = new Set<FetchBaseQueryError['status']>(['FETCH_ERROR', 'TIMEOUT_ERROR', 502, 503, 504]);

export function isApiUnreachableError(error: FetchBaseQueryError): boolean {
  return unreachableStatuses.has(error.status);
}
