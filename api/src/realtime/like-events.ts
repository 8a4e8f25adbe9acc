import type { Db } from '../db/db.ts';
import type { ServiceLog } from '../lib/service-log.ts';
import { mailLocale } from '../mail/render.ts';
import { findChatMember } from '../repositories/conversations.ts';
import { findSummaries } from '../repositories/likes.ts';
import { countsFor } from '../services/chat/member-counts.ts';
import { notifyAway } from '../services/chat/notify-away.ts';
import type { NewLike } from '../services/likes/like-service.ts';
import type { PushMessage } from '../services/push/send-push.ts';
import { LIKE_PUSH_BODY, MATCH_PUSH_BODY } from './like-push-texts.ts';
import type { RealtimeBus } from './realtime-bus.ts';

export interface LikeEventsContext {
  db: Db;
  realtime: RealtimeBus;
  log: ServiceLog;
  /** Web Push to a member without an open socket. Default: notifyAway (respects the member's kinds). */
  notify?: (memberId: number, message: PushMessage) => Promise<void>;
}

/**
 * After a new like: the liked member's badge counts (a new like), and on a match a `match` event to both (the
 * match modal while chatting) plus the liker's counts (liking back cleared their new-like flag). The liked
 * member gets a push (kind `like`) when no socket of theirs is open. Realtime is a courtesy: a failure is
 * logged and never fails the like.
 */
export function likeEvents(ctx: LikeEventsContext): (like: NewLike) => Promise<void> {
  const notify = ctx.notify ?? ((memberId, message) => notifyAway(ctx, memberId, message));
  return async ({ likerId, likedId, match }) => {
    try {
      await ctx.realtime.publish([likedId], await countsFor(ctx.db, likedId));
      if (match) {
        await ctx.realtime.publish([likerId], await countsFor(ctx.db, likerId));
        await ctx.realtime.publish([likerId], { type: 'match', profile: likedId });
        await ctx.realtime.publish([likedId], { type: 'match', profile: likerId });
      }
      const [liked, [liker]] = await Promise.all([findChatMember(ctx.db, likedId), findSummaries(ctx.db, [likerId])]);
      if (!liked || !liker) return;
      const locale = mailLocale(liked.language);
      // Not awaited: a slow push service must not hold up the like's answer; notifyAway logs its own failures.
      void notify(likedId, {
        title: liker.name,
        body: (match ? MATCH_PUSH_BODY : LIKE_PUSH_BODY)[locale],
        url: match ? `/members/${likerId}` : '/likes',
        kind: 'like',
      });
    } catch (error) {
      ctx.log.error({ err: error, likerId, likedId }, 'like realtime events failed');
    }
  };
}
