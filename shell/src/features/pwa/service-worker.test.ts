import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

const source = readFileSync(path.resolve(__dirname, '../../../public/sw.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

function fakeClient(url: string): FakeClient {
  const client: FakeClient = { url, focus: vi.fn(), navigate: vi.fn(async () => client), postMessage: vi.fn() };
  client.focus.mockResolvedValue(client);
  return client;
}

/** Runs sw.js against a stand-in for ServiceWorkerGlobalScope and returns its listeners and spies. */
function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL('https://datingsite.nl/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { scope: 'https://datingsite.nl/', showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  const context = runInNewContext(`${source}\n;({ SW_VERSION })`, { self, URL, String, Promise }) as { SW_VERSION: number };
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  return { version: context.SW_VERSION, self, dispatch };
}

const pushData = (payload: unknown) => ({
  json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
});

describe('the push service worker (public/sw.js)', () => {
  it('is version 2', () => {
    expect(loadWorker().version).toBe(2);
  });

  it('shows a push as a notification with title, body, icon and the url to open', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', {
      data: pushData({ title: 'Nieuw bericht', body: 'Anna: hoi!', url: '/chats/7', kind: 'new_messages' }),
    });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Nieuw bericht', {
      body: 'Anna: hoi!',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'new_messages',
      data: { url: 'https://datingsite.nl/chats/7' },
    });
  });

  it('tells open pages a push arrived, so they reload chats and likes', async () => {
    const page = fakeClient('https://datingsite.nl/members');
    const worker = loadWorker([page]);
    await worker.dispatch('push', { data: pushData({ title: 'Like', body: 'Bram vindt je leuk', url: '/likes' }) });
    expect(page.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'push-received',
        version: 2,
        payload: expect.objectContaining({ url: 'https://datingsite.nl/likes' }),
      }),
    );
  });

  it('copes with a push without data or with plain text, and never links off the site', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: null });
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith(
      'datingsite.nl',
      expect.objectContaining({ body: '', data: { url: 'https://datingsite.nl/' } }),
    );
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('no json');
        },
        text: () => 'plain',
      },
    });
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith('datingsite.nl', expect.objectContaining({ body: 'plain' }));
    await worker.dispatch('push', { data: pushData({ title: 'x', url: 'https://evil.example/phish' }) });
    expect(worker.self.registration.showNotification).toHaveBeenLastCalledWith(
      'x',
      expect.objectContaining({ data: { url: 'https://datingsite.nl/' } }),
    );
  });

  it('on a click focuses an open page and navigates it to the url', async () => {
    const page = fakeClient('https://datingsite.nl/members');
    const worker = loadWorker([page]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: 'https://datingsite.nl/chats/7' } } });
    expect(close).toHaveBeenCalled();
    expect(page.focus).toHaveBeenCalled();
    expect(page.navigate).toHaveBeenCalledWith('https://datingsite.nl/chats/7');
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on a click opens a new window when no page of the site is open', async () => {
    const worker = loadWorker([]);
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: 'https://datingsite.nl/likes' } } });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith('https://datingsite.nl/likes');
  });

  it('answers a version question on a message port', async () => {
    const worker = loadWorker();
    const port = { postMessage: vi.fn() };
    await worker.dispatch('message', { data: { type: 'get-version' }, ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'version', version: 2 });
  });

  it('takes over at once when installed and activated', async () => {
    const worker = loadWorker();
    await worker.dispatch('install', {});
    await worker.dispatch('activate', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});
