import { isLocale, locales } from '@dating/shared-kit';
import type { Locale, SiteSettings } from '@dating/shared-kit';

/**
 * The locales a visitor may pick: the ones mapped to their country in the settings (spec: locale
 * visibility per country), all locales when the country has no mapping, always including the active one.
 */
export function visibleLocales(settings: Pick<SiteSettings, 'locales' | 'geoip_country'> | undefined, active: Locale): Locale[] {
  const mapped = settings?.locales[settings.geoip_country]?.filter(isLocale);
  const visible = mapped && mapped.length > 0 ? mapped : [...locales];
  return visible.includes(active) ? visible : [active, ...visible];
}
