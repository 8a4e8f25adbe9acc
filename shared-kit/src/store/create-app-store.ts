import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';
import { apiReachabilitySlice } from '../api/api-reachability';
import { signupModalSlice } from '../signup/signup-modal-slice';

/**
 * The root reducer. Remotes add their own UI slices with `rootReducer.inject(slice)` instead of
 * owning a store, so the whole site keeps one store.
 */
export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
  signupModalSlice,
  apiReachabilitySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Remotes augment this interface with the slices they inject. */
// Empty on purpose: an interface (not a type alias) is what a remote's `declare module` can merge its slices into.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each remote
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

/** Creates the one store of the site (the shell calls this once; standalone remote dev pages too). */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
