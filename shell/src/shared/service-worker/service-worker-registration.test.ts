import { act, renderHook } from '@testing-library/react';
import { baseApi, createAppStore } from '@dating/shared-kit';
import { getPushState, resetPushState } from './push-state-store';
import {
  forgetServiceWorkerRegistration,
  handleServiceWorkerMessage,
  refreshPushState,
  registerServiceWorker,
} from './service-worker-registration';
import { usePushState } from './use-push-state';
import { alertStateCookieName, readAlertStateCookie } from '../site-alerts/alert-state-cookie';

/** A browser with service workers and push, whose worker has (or has not) a push subscription. */
function fakePushBrowser({ subscribed, permission = 'default' }: { subscribed: boolean; permission?: NotificationPermission }) {
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => (subscribed ? { endpoint: 'https://push.example/1' } : null)) },
  };
  const messageListeners: ((event: { data: unknown }) => void)[] = [];
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => messageListeners.push(listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission });
  return { serviceWorker, registration, postFromWorker: (data: unknown) => messageListeners.forEach((listener) => listener({ data })) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  forgetServiceWorkerRegistration();
  resetPushState();
  document.body.innerHTML = '';
});

describe('push service worker registration', () => {
  it('registers /sw.js for the whole site once the page has loaded and is idle, then reads the subscription', async () => {
    const browser = fakePushBrowser({ subscribed: true, permission: 'granted' });
    resetPushState();
    // The app shows its page (the registration also waits for that, see use-after-page-load.ts).
    document.body.innerHTML = '<div id="root"><section data-route-id="home"><h1>Home</h1></section></div>';
    registerServiceWorker(createAppStore().dispatch);
    // Not during the first render: the registration waits for the browser to be idle after the load event.
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    await vi.waitFor(() => expect(getPushState()).toMatchObject({ capable: true, permission: 'granted', subscribed: true }));
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker(createAppStore().dispatch)).not.toThrow();
    expect(getPushState()).toMatchObject({ capable: false, permission: 'unsupported', subscribed: false });
  });

  it('reloads chats and likes and keeps the message when a push arrives', async () => {
    const browser = fakePushBrowser({ subscribed: true });
    const store = createAppStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    registerServiceWorker(store.dispatch);
    browser.postFromWorker({ type: 'push-received', payload: { title: 'Nieuw bericht', url: '/chats/7' } });
    expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Chats', 'Likes']));
    expect(getPushState().lastMessage).toEqual({ title: 'Nieuw bericht', url: '/chats/7' });
  });

  it('ignores other messages from the worker', () => {
    const store = createAppStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    handleServiceWorkerMessage({ type: 'version', version: 2 }, store.dispatch);
    handleServiceWorkerMessage('push-received', store.dispatch);
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('usePushState', () => {
  it('shows not subscribed, then subscribed after a refresh, and denied permission', async () => {
    const browser = fakePushBrowser({ subscribed: false, permission: 'default' });
    resetPushState();
    const { result } = renderHook(() => usePushState());
    await act(async () => refreshPushState());
    expect(result.current).toMatchObject({ capable: true, permission: 'default', subscribed: false });

    browser.registration.pushManager.getSubscription.mockResolvedValue({ endpoint: 'https://push.example/2' });
    await act(async () => refreshPushState());
    expect(result.current.subscribed).toBe(true);

    vi.stubGlobal('Notification', { permission: 'denied' });
    browser.registration.pushManager.getSubscription.mockResolvedValue(null);
    await act(async () => refreshPushState());
    expect(result.current).toMatchObject({ permission: 'denied', subscribed: false });
  });

  it('reports an incapable browser', async () => {
    const { result } = renderHook(() => usePushState());
    await act(async () => refreshPushState());
    expect(result.current).toMatchObject({ capable: false, subscribed: false });
  });

  it('mirrors every check into the cookie the gateway paints the push banner from', async () => {
    document.cookie = `${alertStateCookieName}=dismissed=profile-photo; Path=/`;
    const browser = fakePushBrowser({ subscribed: false, permission: 'default' });
    await refreshPushState();
    expect(readAlertStateCookie(document.cookie)).toEqual({
      dismissed: ['profile-photo'],
      push: { capable: true, subscribed: false, permission: 'default' },
    });
    browser.registration.pushManager.getSubscription.mockResolvedValue({ endpoint: 'https://push.example/3' });
    vi.stubGlobal('Notification', { permission: 'granted' });
    await refreshPushState();
    expect(readAlertStateCookie(document.cookie)?.push).toEqual({ capable: true, subscribed: true, permission: 'granted' });
    document.cookie = `${alertStateCookieName}=; Path=/; Max-Age=0`;
  });
});
