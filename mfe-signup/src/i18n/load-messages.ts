import type { MessagesLoader } from '@dating/shared-kit';

/** Only the active locale's catalogue is fetched (one chunk per locale). */
export const loadSignupMessages: MessagesLoader = (locale) => import(`./${locale}.json`);
