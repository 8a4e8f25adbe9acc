import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import { stubApi } from '../../../test/stub-api';
import { PushToggle } from './push-toggle';

const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser with a registered service worker whose PushManager hands out one fake subscription. */
function stubPushBrowser(permissionAfterAsking: NotificationPermission, initial: NotificationPermission = 'default') {
  let subscription: { endpoint: string; expirationTime: null; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BNcRd', auth: 'tBHI' } }),
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    };
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const notification = { permission: initial, requestPermission: vi.fn(async () => permissionAfterAsking) };
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = permissionAfterAsking;
    return permissionAfterAsking;
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe };
}

vi.setConfig({ testTimeout: 20000 });

/**
 * The switch once it shows the browser's answer: it first renders with what was known before (the push state
 * is read at start-up, before a test stubs the browser) and is updated when the service worker has answered,
 * which on a busy machine comes after the switch first appears.
 */
async function findToggle(description: string | RegExp) {
  const toggle = await screen.findByRole('switch', { name: 'Pushmeldingen op dit apparaat' });
  await waitFor(() => expect(toggle).toHaveAccessibleDescription(description), { timeout: 5_000 });
  return toggle;
}

beforeEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push toggle', () => {
  it('subscribes with the site key and attaches the subscription with POST user.php?push=1', async () => {
    const { subscribe } = stubPushBrowser('granted');
    const calls = stubApi({
      'GET settings.php': { body: { push_public_key: publicKey } },
      'POST user.php': { body: { subscribed: true } },
    });
    await renderShell(<PushToggle />);
    const toggle = await findToggle('Pushmeldingen staan uit op dit apparaat.');
    await act(async () => userEvent.click(toggle));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.search).toBe('?push=1');
    expect(post?.body).toEqual({
      subscription: { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'BNcRd', auth: 'tBHI' } },
    });
    expect(await screen.findByRole('switch', { name: 'Pushmeldingen op dit apparaat' })).toBeChecked();
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Pushmeldingen staan aan op dit apparaat.');
  });

  it('explains a denied permission and sends nothing', async () => {
    const { subscribe } = stubPushBrowser('denied');
    const calls = stubApi({ 'GET settings.php': { body: { push_public_key: publicKey } } });
    await renderShell(<PushToggle />);
    const toggle = await findToggle('Pushmeldingen staan uit op dit apparaat.');
    await act(async () => userEvent.click(toggle));
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Je hebt meldingen van deze site geblokkeerd.');
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('is disabled with the browser-settings hint when notifications were denied before', async () => {
    stubPushBrowser('denied', 'denied');
    stubApi({ 'GET settings.php': { body: { push_public_key: publicKey } } });
    await renderShell(<PushToggle />);
    const toggle = await findToggle(/Sta ze toe in de instellingen van je browser/);
    expect(toggle).toBeDisabled();
  });
});
