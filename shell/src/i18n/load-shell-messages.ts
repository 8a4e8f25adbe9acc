import { loadMessages, preloadAppMessages, usesDefaultLayout, type Locale, type Messages, type MessagesLoader } from '@dating/shared-kit';

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

const loadFrameMessages: MessagesLoader = (locale) => import(`./${locale}.json`);

/** The default layout's own texts (top bar, tab bar, banners), loaded with its parts (layouts/default-layout-parts.tsx). */
export const loadDefaultLayoutMessages: MessagesLoader = merged([
  (locale) => import(`../features/alerts/i18n/${locale}.json`),
  (locale) => import(`../features/top-bar/i18n/${locale}.json`),
]);

const withDefaultLayout = merged([loadFrameMessages, loadDefaultLayoutMessages]);

/**
 * What every page shows (the frame, footer, errors and entry warning), loaded before first render; with the
 * default layout's texts when the first page uses that layout (or the server paints the home page), so they
 * arrive together. A lander or sign-up page gets them only if the visitor goes on to a default-layout page.
 */
export const loadShellMessages: MessagesLoader = (locale) =>
  typeof window === 'undefined' || usesDefaultLayout(window.location.pathname) ? withDefaultLayout(locale) : loadFrameMessages(locale);

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
  // With the kit's attribute labels, which the profile's selects show (fetched with the page, not the entry).
  profile: merged([
    (locale) => import(`../features/profile/i18n/${locale}.json`),
    (locale) => import('@dating/shared-kit/vocabulary').then((vocabulary) => vocabulary.loadAttributeMessages(locale)),
  ]),
  settings: (locale) => import(`../features/settings/i18n/${locale}.json`),
  complaints: (locale) => import(`../features/complaints/i18n/${locale}.json`),
  moderation: (locale) => import(`../features/moderation/i18n/${locale}.json`),
  verification: (locale) => import(`../features/verification/i18n/${locale}.json`),
} satisfies Record<string, MessagesLoader>;

/** Every shell text at once: for tests that render a screen without its lazy route, and the catalogue checks. */
export const loadAllShellMessages: MessagesLoader = merged([withDefaultLayout, ...Object.values(screenCatalogues)]);
