import { refreshPushState, serviceWorkerReady } from './service-worker-registration';

/** The VAPID public key of settings.push_public_key (base64url) as the bytes PushManager wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

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
