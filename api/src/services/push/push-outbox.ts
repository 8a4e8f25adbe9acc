import { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import { deletePushSubscription } from '../../repositories/push-subscriptions.ts';
import { claimDuePushes, dropPush, markPushSent, schedulePushRetry, type ClaimedPush } from '../../repositories/push-outbox.ts';
import { drainOutbox, startOutboxDrainer, type OutboxQueue } from '../../lib/outbox-drainer.ts';
import { loadVapidKeys } from '../../repositories/vapid-keys.ts';
import type { PushContext } from './send-push.ts';
import { isPublicPushEndpoint, publicOnlyLookup } from './push-endpoint.ts';

export interface PushDeliveryOptions {
  /** TLS agent for the push service (tests talk to a local server with a self-signed certificate). */
  agent?: Agent;
  /** Whether an endpoint may be posted to (tests allow their local push service). Default: public https hosts only. */
  endpointAllowed?: (endpoint: string) => Promise<boolean>;
  now?: () => Date;
  /** The bound on one post to the push service (default 10 s): a hung push service is a failed try, retried later. */
  timeoutMs?: number;
  /** How long a claimed push is kept from other drainers: longer than one try may take (default 1 min). */
  leaseMs?: number;
}

export interface PushRound {
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted with their queued pushes. */
  removed: number;
  /** Tries that failed and wait for another. */
  failed: number;
  /** Pushes given up: expired, endpoint not public, a refusal no retry fixes, or a subscription moved to another member. */
  dropped: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_LEASE_MS = 60_000;

/** Deliveries connect only to public addresses, whatever the endpoint's name resolves to by then. */
const publicAgent = new Agent({ lookup: publicOnlyLookup });

/** Worth another try: the push service overloaded (429), failing (5xx), or not reached at all (no status). */
function retryable(error: unknown): boolean {
  if (!(error instanceof WebPushError)) return true;
  return error.statusCode === 429 || error.statusCode >= 500;
}

type Outcome = keyof PushRound;
type Claimed = Awaited<ReturnType<typeof claimDuePushes>>[number];

/**
 * Posts the due pushes (or only `onlyIds`) once each, all at once (drainOutbox): each goes to its own push service.
 * A failed try waits outboxRetryDelayMs, unless no retry can help or the push expires first.
 */
export async function deliverDuePushes(
  ctx: PushContext,
  options: PushDeliveryOptions & { limit?: number; onlyIds?: number[] } = {},
): Promise<PushRound> {
  const keys = await loadVapidKeys(ctx.db);
  if (!keys) throw new Error('no VAPID keys: the site is not configured');
  const now = options.now ?? (() => new Date());
  const drop = async (push: Claimed, reason: string): Promise<Outcome> => {
    await dropPush(ctx.db, push.id, now(), reason);
    return 'dropped';
  };
  const queue: OutboxQueue<Claimed, Outcome> = {
    claim: (claimedAt, leaseUntil, limit) => claimDuePushes(ctx.db, claimedAt, leaseUntil, limit, options.onlyIds),
    send: (push) =>
      push.endpoint === null ? drop(push, 'the subscription belongs to another member now') : postPush(ctx, push, keys, options, now, drop),
    failed: async (push, error, retryAt) => {
      // Only a row with an endpoint reaches the push service, so only such a row can fail there.
      if (push.endpoint === null) return drop(push, String(error));
      const { endpoint, expiresAt, memberId, message } = push;
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        // Deletes the queued pushes of that subscription too (on delete cascade).
        await deletePushSubscription(ctx.db, endpoint);
        return 'removed';
      }
      const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body || error.message}` : String(error);
      if (retryable(error) && retryAt < expiresAt) {
        await schedulePushRetry(ctx.db, push.id, retryAt, reason);
        return 'failed';
      }
      ctx.log.warn({ err: error, memberId, kind: message.kind }, 'push delivery given up');
      return drop(push, reason);
    },
  };
  return drainOutbox(
    queue,
    { now, leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS, limit: options.limit ?? 50, parallel: true },
    { sent: 0, removed: 0, failed: 0, dropped: 0 },
  );
}

/** Posts one push, or drops it when it expired or its endpoint is no longer public; throws when the post failed. */
async function postPush(
  ctx: PushContext,
  push: ClaimedPush,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
  options: PushDeliveryOptions,
  now: () => Date,
  drop: (push: Claimed, reason: string) => Promise<Outcome>,
): Promise<Outcome> {
  const secondsLeft = Math.ceil((push.expiresAt.getTime() - now().getTime()) / 1000);
  if (secondsLeft <= 0) return drop(push, 'expired before the push service took it');
  // Checked again at send time: a name that was public when subscribed may point elsewhere now.
  if (!(await (options.endpointAllowed ?? isPublicPushEndpoint)(push.endpoint))) {
    ctx.log.warn({ memberId: push.memberId, kind: push.message.kind }, 'push endpoint is not a public https host: not sent');
    return drop(push, 'endpoint is not a public https host');
  }
  await webPush.sendNotification(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    JSON.stringify(push.message),
    {
      vapidDetails,
      // The push service keeps it only as long as it still matters, counted from when it was queued.
      TTL: secondsLeft,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      agent: options.agent ?? publicAgent,
    },
  );
  await markPushSent(ctx.db, push.id, now());
  return 'sent';
}

/** Drains the push outbox every `intervalMs` (one round at a time); returns the stop. */
export function startPushDrainer(
  ctx: PushContext,
  options: PushDeliveryOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  return startOutboxDrainer(() => deliverDuePushes(ctx, options), options);
}
