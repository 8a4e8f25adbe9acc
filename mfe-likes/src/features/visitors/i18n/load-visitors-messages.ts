import type { MessagesLoader } from '@dating/shared-kit';

/** The visitors tab's own catalogue, fetched with its chunk (only the active locale), never with /likes. */
export const loadVisitorsMessages: MessagesLoader = (locale) => import(`./${locale}.json`);
