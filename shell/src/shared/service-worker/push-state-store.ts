/** Push capable or not; subscribed, not subscribed or denied. */
export interface PushState {
  /** The browser can receive web pushes (service worker, PushManager and notifications). */
  capable: boolean;
  /** Notification permission, or 'unsupported' when the browser has no notifications. */
  permission: NotificationPermission | 'unsupported';
  /** This browser has a push subscription with the site's service worker. */
  subscribed: boolean;
  /** The payload of the last push that arrived while a page was open ({ title, body, url, ... }). */
  lastMessage: Record<string, unknown> | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: PushState = initialPushState();

/** What the browser supports, before asking the service worker about a subscription. */
export function initialPushState(): PushState {
  const capable =
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  return { capable, permission, subscribed: false, lastMessage: null };
}

export function getPushState(): PushState {
  return state;
}

export function setPushState(patch: Partial<PushState>): void {
  const next = { ...state, ...patch };
  if (Object.keys(next).every((key) => next[key as keyof PushState] === state[key as keyof PushState])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToPushState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to what the browser supports, without a subscription. */
export function resetPushState(): void {
  state = initialPushState();
  listeners.forEach((listener) => listener());
}
