import {
  DEFAULT_FREE_SUPER_LIKES,
  DEFAULT_SUPER_LIKE_CREDITS,
  DEFAULT_SWIPE_UNDO_CREDITS,
  type StoredSiteSettings,
} from '../../contracts/settings.ts';

type PriceSettings = Pick<StoredSiteSettings, 'super_like_credits' | 'free_super_likes_daily' | 'swipe_undo_credits'>;

/** A site's super like price and premium members' free super likes per day (defaults for sites set up before them). */
export function superLikePrices(settings: PriceSettings) {
  return {
    credits: settings.super_like_credits ?? DEFAULT_SUPER_LIKE_CREDITS,
    freeDaily: settings.free_super_likes_daily ?? DEFAULT_FREE_SUPER_LIKES,
  };
}

/** What a free member pays to undo the last swipe (premium members undo free). */
export function swipeUndoCredits(settings: PriceSettings): number {
  return settings.swipe_undo_credits ?? DEFAULT_SWIPE_UNDO_CREDITS;
}
