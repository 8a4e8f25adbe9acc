import { getPushState } from '../../shared/service-worker';

/**
 * Whether this browser holds a push subscription (refresh slower when push is subscribed). The
 * pwa feature's push state first (kept fresh when the settings screen subscribes); else the service
 * worker's PushManager, which is the truth for this device (the notifications API only knows that some
 * device of the member subscribed). getRegistration, not `ready`: it never waits for a worker to install.
 */
export async function readPushSubscribed(nav: Navigator = navigator): Promise<boolean> {
  if (getPushState().subscribed) return true;
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container?.getRegistration) return false;
  const registration = await container.getRegistration();
  if (!registration?.pushManager) return false;
  return (await registration.pushManager.getSubscription()) !== null;
}
