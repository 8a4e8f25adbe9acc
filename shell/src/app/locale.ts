import type { Locale } from '@dating/shared-kit';

/** The locale cookie lives 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `locale=${locale}; path=/; max-age=${localeCookieMaxAge}; SameSite=Lax`;
}
