/**
 * Whether this browser holds a push subscription (spec 9: refresh slower when push is subscribed). Read
 * from the service worker's PushManager, which is the truth for this device; the notifications API only
 * knows that some device of the member subscribed.
 */
export async function readPushSubscribed(nav: Navigator = navigator): Promise<boolean> {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container?.getRegistration) return false;
  const registration = await container.getRegistration();
  if (!registration?.pushManager) return false;
  return (await registration.pushManager.getSubscription()) !== null;
}
