import { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { NotificationKind } from '../../contracts/user.ts';
import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { disabledKinds } from '../../repositories/notification-settings.ts';
import { deletePushSubscription, listPushSubscriptions } from '../../repositories/push-subscriptions.ts';
import { loadVapidKeys } from '../../repositories/vapid-keys.ts';
import { isPublicPushEndpoint, publicOnlyLookup } from './push-endpoint.ts';

/** What the service worker shows (shell/public/sw.js reads these keys). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on click, relative to the site ('/chats/12'). */
  url: string;
  kind: NotificationKind;
}

export interface PushResult {
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
  /** True when the member turned this kind off (or does not exist): nothing was sent. */
  skipped: boolean;
}

export interface SendPushOptions {
  /** TLS agent for the push service (tests talk to a local server with a self-signed certificate). */
  agent?: Agent;
  /** Seconds the push service keeps an undelivered message. */
  ttl?: number;
  /** Whether an endpoint may be posted to (tests allow their local push service). Default: public https hosts only. */
  endpointAllowed?: (endpoint: string) => Promise<boolean>;
}

/** Deliveries connect only to public addresses, whatever the endpoint's name resolves to by then. */
const publicAgent = new Agent({ lookup: publicOnlyLookup });

/** What sending needs: the database and somewhere to log failed deliveries (an app or a request fits). */
export interface PushContext {
  db: Db;
  log: ServiceLog;
}

/**
 * Sends one notification to every push subscription of the member (table push_subscriptions of the accounts
 * feature), unless the member disabled this kind. Endpoints the push service no longer knows are deleted; other
 * failures are logged and do not stop the remaining deliveries.
 */
export async function sendPush(
  ctx: PushContext,
  memberId: number,
  message: PushMessage,
  options: SendPushOptions = {},
): Promise<PushResult> {
  const disabled = await disabledKinds(ctx.db, memberId);
  if (disabled === null || disabled.includes(message.kind)) return { sent: 0, removed: 0, skipped: true };
  const keys = await loadVapidKeys(ctx.db);
  if (!keys) throw new Error('no VAPID keys: the site is not configured');
  const subscriptions = await listPushSubscriptions(ctx.db, memberId);

  let sent = 0;
  let removed = 0;
  const payload = JSON.stringify(message);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      // Checked again at send time: a name that was public when subscribed may point elsewhere now.
      if (!(await (options.endpointAllowed ?? isPublicPushEndpoint)(subscription.endpoint))) {
        ctx.log.warn({ memberId, kind: message.kind }, 'push endpoint is not a public https host: not sent');
        return;
      }
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: keys,
            TTL: options.ttl ?? 24 * 60 * 60,
            agent: options.agent ?? publicAgent,
          },
        );
        sent += 1;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await deletePushSubscription(ctx.db, subscription.endpoint);
          removed += 1;
        } else {
          ctx.log.warn({ err: error, memberId, kind: message.kind }, 'push delivery failed');
        }
      }
    }),
  );
  return { sent, removed, skipped: false };
}
