import { LOCALES } from '@dating/api/contracts/vocabulary/locales';

/** The interface languages of the site, the API's own list; Dutch is the source catalogue. */
export const locales = LOCALES;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the locale from a language tag such as `de-AT` or a domain language such as `nl_NL`. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const lower = tag?.slice(0, 2).toLowerCase();
  if (lower === 'no' || lower === 'nn') return 'nb';
  return isLocale(lower) ? lower : undefined;
}

/** The locale cookie's value, when it names a supported locale. */
export function readLocaleCookie(cookie: string): Locale | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'locale')?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * The locale a page starts in: the locale cookie, else the site's domain_language if supported,
 * else Dutch. The shell renders in it; the gateway preloads that locale's catalogues by it.
 */
export function initialLocale(cookie: string, domainLanguage?: string): Locale {
  return readLocaleCookie(cookie) ?? localeFromTag(domainLanguage) ?? defaultLocale;
}

/**
 * A catalogue: message id -> ICU message, as its JSON file has it (tests and tools read these strings). In a
 * built app each message that is more than plain text arrives as its AST instead, parsed at build time
 * (shared-kit/federation/messages): pass catalogues to react-intl, never read a message's text from one.
 */
export type Messages = Record<string, string>;

/** Loads one locale's catalogue; each app passes its own, so only the active locale is fetched. */
export type MessagesLoader = (locale: Locale) => Promise<Messages | { default: Messages }>;

export async function loadMessages(loader: MessagesLoader, locale: Locale): Promise<Messages> {
  const loaded = await loader(locale);
  return 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Messages) : (loaded as Messages);
}
