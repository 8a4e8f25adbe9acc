// The shell's installable-app feature: other shell features (settings, refresh, alerts) import from here.
export { usePushState } from './use-push-state';
export type { PushState } from './push-state-store';
export { getPushState } from './push-state-store';
export {
  registerServiceWorker,
  refreshPushState,
  serviceWorkerReady,
  serviceWorkerUrl,
} from './service-worker-registration';
export { subscribeToPush, unsubscribeFromPush } from './push-subscription';
