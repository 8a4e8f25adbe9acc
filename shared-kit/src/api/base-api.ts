import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * Tags every app may provide or invalidate, so one app's change refreshes another app's view. `Member` is
 * one member's profile (by id), `Members` any list of members (search results, match finder, sign-up
 * matches): a block made anywhere invalidates both, with Likes and Chats.
 */
export const baseTagTypes = ['User', 'Chats', 'Likes', 'Credits', 'Member', 'Members'] as const;

/**
 * The one RTK Query API slice of the site. It starts empty: the shell and each remote add their
 * endpoints with `baseApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`, names prefixed per app.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: baseTagTypes,
  endpoints: () => ({}),
});
