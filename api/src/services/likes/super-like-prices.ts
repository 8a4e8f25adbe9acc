import { DEFAULT_FREE_SUPER_LIKES, DEFAULT_SUPER_LIKE_CREDITS, type StoredSiteSettings } from '../../contracts/settings.ts';

/** A site's super like price and premium members' free super likes per day (defaults for sites set up before them). */
export function superLikePrices(settings: Pick<StoredSiteSettings, 'super_like_credits' | 'free_super_likes_daily'>) {
  return {
    credits: settings.super_like_credits ?? DEFAULT_SUPER_LIKE_CREDITS,
    freeDaily: settings.free_super_likes_daily ?? DEFAULT_FREE_SUPER_LIKES,
  };
}
