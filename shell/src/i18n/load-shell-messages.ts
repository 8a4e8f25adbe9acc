import { loadMessages, type Messages, type MessagesLoader } from '@dating/shared-kit';

/**
 * The shell's catalogue for one locale (ids `shell.*`), fetched only for the active locale.
 * Each shell feature with many texts (account screens, settings, static pages) keeps its own
 * `i18n/<locale>.json` beside its code, so features grow without editing one shared file; they are
 * listed here and merged. The base catalogue holds the frame's texts (top bar, footer, errors).
 */
const featureCatalogues: MessagesLoader[] = [
  (locale) => import(`./${locale}.json`),
  (locale) => import(`../features/alerts/i18n/${locale}.json`),
  (locale) => import(`../features/profile/i18n/${locale}.json`),
  (locale) => import(`../features/settings/i18n/${locale}.json`),
  (locale) => import(`../features/complaints/i18n/${locale}.json`),
  (locale) => import(`../features/account/i18n/${locale}.json`),
  (locale) => import(`../features/top-bar/i18n/${locale}.json`),
];

export const loadShellMessages: MessagesLoader = async (locale) => {
  const parts = await Promise.all(featureCatalogues.map((loader) => loadMessages(loader, locale)));
  return Object.assign({}, ...parts) as Messages;
};
