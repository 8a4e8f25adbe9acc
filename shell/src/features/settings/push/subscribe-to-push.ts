import { applicationServerKey, currentRegistration, pushSupported } from './push-support';

/** Why turning push on did not work; the screen shows a text per reason. */
/** `server`: the browser subscribed but the API did not store it. */
export type PushFailure = 'unsupported' | 'denied' | 'dismissed' | 'no_worker' | 'server';

export class PushSubscribeError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`push subscription failed: ${reason}`);
  }
}

/** The body of POST /api/user.php?push=1. */
export interface PushSubscriptionBody {
  subscription: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } };
}

/**
 * Asks the permission, then subscribes through the shell's service worker (registered at start-up) with the
 * site's VAPID key. An existing subscription is reused, so pressing the toggle twice never makes two.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionBody> {
  if (!pushSupported()) throw new PushSubscribeError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSubscribeError('denied');
  if (permission !== 'granted') throw new PushSubscribeError('dismissed');
  const registration = await currentRegistration();
  if (!registration) throw new PushSubscribeError('no_worker');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON();
  return {
    subscription: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}
