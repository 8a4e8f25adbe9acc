import { preloadAppMessages } from './app-messages-provider';
import type { Locale, MessagesLoader } from './locales';

/** The design kit's own catalogue (ids `kit.*`), one chunk per locale. */
export const loadKitMessages: MessagesLoader = (locale) => import(`./kit-messages/${locale}.json`);

/** The scope KitProviders loads the kit's catalogue under. */
export const KIT_MESSAGES_SCOPE = 'kit';

/** Starts loading the kit's catalogue for `locale` ahead of the first render (see preloadAppMessages). */
export function preloadKitMessages(locale: Locale): void {
  preloadAppMessages(KIT_MESSAGES_SCOPE, loadKitMessages, locale);
}
