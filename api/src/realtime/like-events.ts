import type { Db } from '../db/db.ts';
import type { ServiceLog } from '../lib/service-log.ts';
import type { NewLike } from '../services/likes/like-service.ts';
import { countsEvent } from './member-counts.ts';
import type { RealtimeBus } from './realtime-bus.ts';

export interface LikeEventsContext {
  db: Db;
  realtime: RealtimeBus;
  log: ServiceLog;
}

/**
 * After a new like: the liked member's badge counts (a new like), and on a match a `match` event to both (the
 * match modal while chatting) plus the liker's counts (liking back cleared their new-like flag). Realtime is a
 * courtesy: a failure is logged and never fails the like.
 */
export function likeEvents(ctx: LikeEventsContext): (like: NewLike) => Promise<void> {
  return async ({ likerId, likedId, match }) => {
    try {
      await ctx.realtime.publish([likedId], await countsEvent(ctx.db, likedId));
      if (!match) return;
      await ctx.realtime.publish([likerId], await countsEvent(ctx.db, likerId));
      await ctx.realtime.publish([likerId], { type: 'match', profile: likedId });
      await ctx.realtime.publish([likedId], { type: 'match', profile: likerId });
    } catch (error) {
      ctx.log.error({ err: error, likerId, likedId }, 'like realtime events failed');
    }
  };
}
