import { applicationServerKey } from '@dating/shared-kit';
import type { PushSubscriptionBody } from '@dating/shared-kit';

/** A browser with notifications, a service worker and a push manager. */
export function pushCapable(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/**
 * Asks permission and subscribes with the shell's service worker (the shell registers it on every page).
 * Answers the body for POST /api/user.php?push=1, 'denied', or 'unavailable' (no worker registered).
 */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionBody | 'denied' | 'unavailable'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  return { subscription: subscription.toJSON() as PushSubscriptionBody['subscription'] };
}
