import { subscribeToPush as subscribeBrowser } from '../../../shared/service-worker';

/** Why turning push on did not work; the screen shows a text per reason. `server`: the API did not store it. */
export type PushFailure = 'unsupported' | 'denied' | 'dismissed' | 'no_worker' | 'server';

export class PushSubscribeError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`push subscription failed: ${reason}`);
  }
}

/** The body of POST /api/user.php?push=1 (api/src/contracts/account.ts PushSubscriptionBody). */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } };
}

export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    subscription: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}

/**
 * Subscribes this browser through the shell's service worker (features/pwa) and says why when it could
 * not: the permission was denied, the prompt dismissed, or no service worker is active.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionBody> {
  if (typeof Notification === 'undefined') throw new PushSubscribeError('unsupported');
  const subscription = await subscribeBrowser(publicKey);
  if (subscription) return subscriptionBody(subscription);
  if (Notification.permission === 'denied') throw new PushSubscribeError('denied');
  throw new PushSubscribeError(Notification.permission === 'granted' ? 'no_worker' : 'dismissed');
}
