import { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import { deletePushSubscription } from '../../repositories/push-subscriptions.ts';
import { claimDuePushes, dropPush, markPushSent, schedulePushRetry, type ClaimedPush } from '../../repositories/push-outbox.ts';
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

/** Waits between tries: 2 s doubling to at most 5 minutes, so a push goes out within 5 minutes of the service's return. */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
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

/**
 * Posts the due pushes (or only `onlyIds`) once each. A push is posted once per claim; only a crash between the
 * push service's acceptance and the mark can post it again (after the lease), never two drainers at once.
 */
export async function deliverDuePushes(
  ctx: PushContext,
  options: PushDeliveryOptions & { limit?: number; onlyIds?: number[] } = {},
): Promise<PushRound> {
  const round: PushRound = { sent: 0, removed: 0, failed: 0, dropped: 0 };
  const keys = await loadVapidKeys(ctx.db);
  if (!keys) throw new Error('no VAPID keys: the site is not configured');
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const claimed = await claimDuePushes(
    ctx.db,
    claimedAt,
    new Date(claimedAt.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
    options.limit ?? 50,
    options.onlyIds,
  );
  await Promise.all(
    claimed.map(async (push) => {
      if (push.endpoint === null) {
        await dropPush(ctx.db, push.id, now(), 'the subscription belongs to another member now');
        round.dropped += 1;
        return;
      }
      await deliverOne(ctx, push, keys, options, now, round);
    }),
  );
  return round;
}

async function deliverOne(
  ctx: PushContext,
  push: ClaimedPush,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
  options: PushDeliveryOptions,
  now: () => Date,
  round: PushRound,
): Promise<void> {
  const secondsLeft = Math.ceil((push.expiresAt.getTime() - now().getTime()) / 1000);
  if (secondsLeft <= 0) {
    await dropPush(ctx.db, push.id, now(), 'expired before the push service took it');
    round.dropped += 1;
    return;
  }
  // Checked again at send time: a name that was public when subscribed may point elsewhere now.
  if (!(await (options.endpointAllowed ?? isPublicPushEndpoint)(push.endpoint))) {
    ctx.log.warn({ memberId: push.memberId, kind: push.message.kind }, 'push endpoint is not a public https host: not sent');
    await dropPush(ctx.db, push.id, now(), 'endpoint is not a public https host');
    round.dropped += 1;
    return;
  }
  try {
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
    round.sent += 1;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      // Deletes the queued pushes of that subscription too (on delete cascade).
      await deletePushSubscription(ctx.db, push.endpoint);
      round.removed += 1;
      return;
    }
    const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body || error.message}` : String(error);
    const retryAt = new Date(now().getTime() + pushRetryDelayMs(push.attempts));
    if (retryable(error) && retryAt < push.expiresAt) {
      await schedulePushRetry(ctx.db, push.id, retryAt, reason);
      round.failed += 1;
    } else {
      ctx.log.warn({ err: error, memberId: push.memberId, kind: push.message.kind }, 'push delivery given up');
      await dropPush(ctx.db, push.id, now(), reason);
      round.dropped += 1;
    }
  }
}

/** Drains the push outbox every `intervalMs` (one round at a time); returns the stop. */
export function startPushDrainer(
  ctx: PushContext,
  options: PushDeliveryOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverDuePushes(ctx, options)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs);
  // The drainer alone never keeps the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
