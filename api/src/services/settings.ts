import { superLikePrices, swipeUndoCredits } from './likes/super-like-prices.ts';
import { boostCredits } from './boost/boost-price.ts';
import type { Db } from '../db/db.ts';
import type { Settings } from '../contracts/settings.ts';
import { listCountries } from '../repositories/countries.ts';
import { listInterests } from '../repositories/interests.ts';
import { listRegions } from '../repositories/regions.ts';
import type { SiteConfigRow } from '../repositories/site-config.ts';
import { cleanPhone } from '../lib/phone.ts';

export interface SettingsRequest {
  /** The request's site (request.site, or the shell's forced domain). */
  site: SiteConfigRow;
  /** Visitor country from GeoIP at the edge, if known. */
  visitorCountry: string | undefined;
}

/** The stored site config plus what depends on the visitor and the reference tables. */
export async function loadSettings(db: Db, request: SettingsRequest): Promise<Settings> {
  const { site } = request;
  const { default_country: defaultCountry, ...stored } = site.settings;
  const [countries, interests, regions] = await Promise.all([
    listCountries(db, stored.countries),
    listInterests(db),
    listRegions(db, stored.countries),
  ]);

  const geoipCountry = request.visitorCountry ?? defaultCountry;
  const regionsByCountry: Settings['regions'] = {};
  for (const { country, id, name, slug, lat, lon } of regions) {
    (regionsByCountry[country] ??= []).push({ id, name, slug, lat, lon });
  }

  return {
    ...stored,
    domain: site.domain,
    company_id: site.company_id ?? 0,
    support_phone: cleanPhone(stored.support_phone),
    // Always stated, so the apps show the price the API charges (a site stored before super likes has none).
    super_like_credits: superLikePrices(stored).credits,
    free_super_likes_daily: superLikePrices(stored).freeDaily,
    swipe_undo_credits: swipeUndoCredits(stored),
    boost_credits: boostCredits(stored),
    geoip_country: geoipCountry,
    geoip_selected_country: stored.countries.includes(geoipCountry) ? geoipCountry : defaultCountry,
    locales: Object.fromEntries(countries.map((country) => [country.code, country.locales])),
    interests,
    regions: regionsByCountry,
  };
}
