import { baseApi } from '@dating/shared-kit';
import type { AppDispatch } from '@dating/shared-kit';
import { getPushState, initialPushState, setPushState } from './push-state-store';
import { afterPageLoad } from '../../lib/use-after-page-load';
import { mirrorAlertState } from '../site-alerts/alert-state-cookie';

/** Where the push service worker lives (shell/public/sw.js, copied to the site root by the build). */
export const serviceWorkerUrl = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** The site's service worker registration once it is active, or undefined when the browser has none. */
export function serviceWorkerReady(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return registration ?? navigator.serviceWorker.ready;
}

/**
 * Reads permission and subscription again, e.g. after the settings screen subscribed or unsubscribed. The
 * result goes into the banners' cookie too: the gateway paints the push banner from it (features/alerts).
 */
export async function refreshPushState(): Promise<void> {
  const { capable, permission } = initialPushState();
  const subscribed = capable && Boolean(await (await serviceWorkerReady())?.pushManager.getSubscription());
  setPushState({ capable, permission, subscribed });
  mirrorAlertState({ push: { capable, permission, subscribed } });
}

/** Answers a message from the service worker; a push makes the open page reload chats and likes. */
export function handleServiceWorkerMessage(data: unknown, dispatch: AppDispatch): void {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'push-received') return;
  const payload = (data as { payload?: unknown }).payload;
  setPushState({
    lastMessage: typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : getPushState().lastMessage,
  });
  // Chats and likes are reloaded.
  dispatch(baseApi.util.invalidateTags(['Chats', 'Likes']));
}

/**
 * Registers the push service worker once the page has loaded and the browser is idle (it must not compete
 * with the first render for the network) and wires its messages into the store. Safe to call once per page.
 */
export function registerServiceWorker(dispatch: AppDispatch): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => handleServiceWorkerMessage(event.data, dispatch));
  const register = () => {
    registration = container
      .register(serviceWorkerUrl, { scope: '/' })
      .then(() => container.ready)
      .catch((error: unknown) => {
        console.warn('service worker registration failed', error);
        return undefined;
      });
    void registration.then(() => refreshPushState());
  };
  afterPageLoad(register);
}

/** For tests: forget the registration made by an earlier `registerServiceWorker`. */
export function forgetServiceWorkerRegistration(): void {
  registration = undefined;
}
