import { applicationServerKey } from '@dating/shared-kit';
import { refreshPushState, serviceWorkerReady } from './service-worker-registration';

/**
 * Asks for notification permission and subscribes this browser to pushes with the site's key. Returns
 * the subscription to send to `POST /api/user.php?push=1`, or undefined when permission was refused.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription | undefined> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    await refreshPushState();
    return undefined;
  }
  const registration = await serviceWorkerReady();
  if (!registration) return undefined;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await refreshPushState();
  return subscription;
}

/** Ends this browser's push subscription (the settings screen's push toggle off). */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await serviceWorkerReady();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  await refreshPushState();
}
