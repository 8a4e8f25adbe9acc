import type { MessagesLoader } from '@dating/shared-kit';

/** The visitors tab's own catalogue, in its chunk: never loaded with /likes. */
// Eager: inside the tab's chunk (a few hundred bytes a locale), so /likes' chunk map names no 11 catalogue chunks.
export const loadVisitorsMessages: MessagesLoader = (locale) => import(/* webpackMode: "eager" */ `./${locale}.json`);
