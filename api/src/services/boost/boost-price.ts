import { DEFAULT_BOOST_CREDITS } from '../../contracts/boost.ts';
import type { StoredSiteSettings } from '../../contracts/settings.ts';

/** What a boost costs on this site (the default for sites stored before boosts). */
export function boostCredits(settings: Pick<StoredSiteSettings, 'boost_credits'>): number {
  return settings.boost_credits ?? DEFAULT_BOOST_CREDITS;
}
