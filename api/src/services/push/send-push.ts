import type { NotificationKind } from '../../contracts/user.ts';
import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { disabledKinds } from '../../repositories/notification-settings.ts';
import { enqueuePushes } from '../../repositories/push-outbox.ts';
import { loadVapidKeys } from '../../repositories/vapid-keys.ts';
import { deliverDuePushes, type PushDeliveryOptions } from './push-outbox.ts';

/** What the service worker shows (shell/public/sw.js reads these keys). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on click, relative to the site ('/chats/12'). */
  url: string;
  kind: NotificationKind;
}

export interface PushResult {
  /** Taken by the push service at the first try. */
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
  /** Left in the outbox for the drainer after a failed first try (push service away, slow or failing). */
  queued: number;
  /** True when the member turned this kind off (or does not exist): nothing was sent. */
  skipped: boolean;
}

export interface SendPushOptions extends PushDeliveryOptions {
  /** Seconds the push stays worth delivering (the TTL the push service is given); default one day. */
  ttl?: number;
}

/** What sending needs: the database and somewhere to log failed deliveries (an app or a request fits). */
export interface PushContext {
  db: Db;
  log: ServiceLog;
}

/**
 * Queues one notification for every push subscription of the member (table push_subscriptions of the accounts
 * feature) in the push outbox, unless the member disabled this kind, and tries them at once. What the push
 * service does not take now stays queued: the drainer (startPushDrainer) retries it with backoff until the
 * service takes it or it expires. Endpoints the push service no longer knows are deleted.
 */
export async function sendPush(
  ctx: PushContext,
  memberId: number,
  message: PushMessage,
  options: SendPushOptions = {},
): Promise<PushResult> {
  const disabled = await disabledKinds(ctx.db, memberId);
  if (disabled === null || disabled.includes(message.kind)) return { sent: 0, removed: 0, queued: 0, skipped: true };
  if (!(await loadVapidKeys(ctx.db))) throw new Error('no VAPID keys: the site is not configured');
  const queuedAt = (options.now ?? (() => new Date()))();
  const expiresAt = new Date(queuedAt.getTime() + (options.ttl ?? 24 * 60 * 60) * 1000);
  const ids = await enqueuePushes(ctx.db, memberId, message, queuedAt, expiresAt);
  if (ids.length === 0) return { sent: 0, removed: 0, queued: 0, skipped: false };
  const round = await deliverDuePushes(ctx, { ...options, onlyIds: ids, limit: ids.length });
  return { sent: round.sent, removed: round.removed, queued: round.failed, skipped: false };
}
