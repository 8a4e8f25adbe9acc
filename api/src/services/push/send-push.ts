import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { NotificationKind } from '../../contracts/user.ts';
import { disabledKinds } from '../../repositories/notification-settings.ts';
import { loadVapidKeys } from './vapid-keys.ts';

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
}

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one notification to every push subscription of the member (table push_subscriptions of the accounts
 * feature), unless the member disabled this kind. Endpoints the push service no longer knows are deleted; other
 * failures are logged and do not stop the remaining deliveries.
 */
export async function sendPush(
  app: FastifyInstance,
  memberId: number,
  message: PushMessage,
  options: SendPushOptions = {},
): Promise<PushResult> {
  const disabled = await disabledKinds(app.db, memberId);
  if (disabled === null || disabled.includes(message.kind)) return { sent: 0, removed: 0, skipped: true };
  const keys = await loadVapidKeys(app.db);
  if (!keys) throw new Error('no VAPID keys: the site is not configured');
  const subscriptions = await memberSubscriptions(app, memberId);

  let sent = 0;
  let removed = 0;
  const payload = JSON.stringify(message);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webPush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
          vapidDetails: keys,
          TTL: options.ttl ?? 24 * 60 * 60,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        sent += 1;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await app.db.query('delete from push_subscriptions where endpoint = $1', [subscription.endpoint]);
          removed += 1;
        } else {
          app.log.warn({ err: error, memberId, kind: message.kind }, 'push delivery failed');
        }
      }
    }),
  );
  return { sent, removed, skipped: false };
}

async function memberSubscriptions(app: FastifyInstance, memberId: number): Promise<SubscriptionRow[]> {
  const { rows } = await app.db.query<SubscriptionRow>(
    'select endpoint, p256dh, auth from push_subscriptions where member_id = $1',
    [memberId],
  );
  return rows;
}
