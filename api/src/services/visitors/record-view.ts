import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { mailLocale } from '../../mail/render.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import { findChatMember } from '../../repositories/conversations.ts';
import { recordProfileView } from '../../repositories/profile-views.ts';
import { notifyAway } from '../chat/notify-away.ts';
import type { PushMessage } from '../push/send-push.ts';
import { VISITOR_PUSH_BODY, VISITOR_PUSH_TITLE, VISITORS_URL } from './visitor-push-texts.ts';

export interface RecordViewContext {
  /** The primary: member.php may read from a replica, but a view is a write. */
  db: Db;
  realtime: RealtimeBus;
  log: ServiceLog;
  /** Web Push to a member without an open socket. Default: notifyAway (skips members who turned `visitors` off). */
  notify?: (memberId: number, message: PushMessage) => Promise<void>;
}

/**
 * Records a profile view (the repository refuses own, invisible-viewer and blocked views) and, for the first
 * view of this visitor today, pushes "new visitor" to the viewed member when away, unless they turned the
 * `visitors` kind off. Never throws: a view is a courtesy and must never fail or slow the profile it came with.
 */
export async function recordView(ctx: RecordViewContext, viewerId: number, viewedId: number, at: Date): Promise<void> {
  try {
    if (!(await recordProfileView(ctx.db, viewerId, viewedId, at))) return;
    const viewed = await findChatMember(ctx.db, viewedId);
    if (!viewed) return;
    const locale = mailLocale(viewed.language);
    const notify = ctx.notify ?? ((memberId: number, message: PushMessage) => notifyAway(ctx, memberId, message));
    await notify(viewedId, { title: VISITOR_PUSH_TITLE[locale], body: VISITOR_PUSH_BODY[locale], url: VISITORS_URL, kind: 'visitors' });
  } catch (error) {
    ctx.log.warn({ err: error, viewerId, viewedId }, 'recording a profile view failed');
  }
}
