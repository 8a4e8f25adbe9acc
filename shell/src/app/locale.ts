import { defaultLocale, isLocale, localeFromTag } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';

/** Spec section 9: the locale cookie lives 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string): Locale | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'locale')?.[1];
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `locale=${locale}; path=/; max-age=${localeCookieMaxAge}; SameSite=Lax`;
}

/** Spec section 7: without a locale cookie, the site's domain_language picks the locale if supported. */
export function initialLocale(cookie: string, domainLanguage?: string): Locale {
  return readLocaleCookie(cookie) ?? localeFromTag(domainLanguage) ?? defaultLocale;
}
