/**
 * The 11 interface languages, the one list of the site: the API validates with it (common.ts) and the
 * front end's kit re-exports it (shared-kit/src/i18n/locales.ts). No imports, so it adds nothing to a bundle.
 */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
