import { useSyncExternalStore } from 'react';
import { getPushState, subscribeToPushState, type PushState } from './push-state-store';

/**
 * The browser's push state: capable, permission, subscribed and the last push message. Updated when
 * the service worker registers, after `subscribeToPush`/`unsubscribeFromPush`, and on each push.
 */
export function usePushState(): PushState {
  return useSyncExternalStore(subscribeToPushState, getPushState, getPushState);
}
