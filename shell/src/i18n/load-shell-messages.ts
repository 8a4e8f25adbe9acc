import { loadMessages, preloadAppMessages, type Locale, type Messages, type MessagesLoader } from '@dating/shared-kit';

/**
 * The shell's catalogues (ids `shell.*`), fetched only for the active locale. Each shell feature with many
 * texts keeps its own `i18n/<locale>.json` beside its code, so features grow without editing one shared file.
 */

const merged =
  (loaders: readonly MessagesLoader[]): MessagesLoader =>
  async (locale) => {
    const parts = await Promise.all(loaders.map((loader) => loadMessages(loader, locale)));
    return Object.assign({}, ...parts) as Messages;
  };

/** What every page shows: the frame (top bar, footer, errors) and the alerts; loaded before first render. */
export const loadShellMessages: MessagesLoader = merged([
  (locale) => import(`./${locale}.json`),
  (locale) => import(`../features/alerts/i18n/${locale}.json`),
  (locale) => import(`../features/top-bar/i18n/${locale}.json`),
]);

/** The scope the app's provider loads the shell's catalogues under. */
export const SHELL_MESSAGES_SCOPE = 'shell';

/** Starts the shell's catalogues for the first locale before the first render, beside the kit's. */
export function preloadShellMessages(locale: Locale): void {
  preloadAppMessages(SHELL_MESSAGES_SCOPE, loadShellMessages, locale);
}

/**
 * The screens' own texts, loaded with their lazy page chunk (routing/shell-pages.tsx), so a visitor landing
 * on search or a lander does not download the profile editor's or the settings' catalogue.
 */
export const screenCatalogues = {
  account: (locale) => import(`../features/account/i18n/${locale}.json`),
  profile: (locale) => import(`../features/profile/i18n/${locale}.json`),
  settings: (locale) => import(`../features/settings/i18n/${locale}.json`),
  complaints: (locale) => import(`../features/complaints/i18n/${locale}.json`),
} satisfies Record<string, MessagesLoader>;

/** Every shell text at once: for tests that render a screen without its lazy route, and the catalogue checks. */
export const loadAllShellMessages: MessagesLoader = merged([loadShellMessages, ...Object.values(screenCatalogues)]);
