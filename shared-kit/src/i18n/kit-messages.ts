import type { MessagesLoader } from './locales';

/** The design kit's own catalogue (ids `kit.*`), one chunk per locale. */
export const loadKitMessages: MessagesLoader = (locale) => import(`./kit-messages/${locale}.json`);
