import { preloadAppMessages } from './app-messages-provider';
import type { Locale, MessagesLoader } from './locales';

/** The design kit's own catalogue (ids `kit.*`), one chunk per locale. */
export const loadKitMessages: MessagesLoader = (locale) => import(`./kit-messages/${locale}.json`);

/** The scope KitProviders loads the kit's catalogue under. */
export const KIT_MESSAGES_SCOPE = 'kit';

let firstLocale: Locale | undefined;

/**
 * Starts loading the kit's catalogue for `locale` ahead of the first render (see preloadAppMessages). The
 * shell calls it with the page's first locale, which the apps' catalogues then start with (firstPageLocale).
 */
export function preloadKitMessages(locale: Locale): void {
  firstLocale ??= locale;
  preloadAppMessages(KIT_MESSAGES_SCOPE, loadKitMessages, locale);
}

/** The locale the shell started the first page in; undefined before it did (tests, a server render). */
export function firstPageLocale(): Locale | undefined {
  return firstLocale;
}
