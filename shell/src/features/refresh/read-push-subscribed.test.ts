import { readPushSubscribed } from './read-push-subscribed';

const withSubscription = (subscription: unknown) =>
  ({
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  }) as unknown as Navigator;

describe('readPushSubscribed', () => {
  it('is true when the service worker holds a push subscription', async () => {
    expect(await readPushSubscribed(withSubscription({ endpoint: 'https://push.example/1' }))).toBe(true);
  });

  it('is false without a subscription', async () => {
    expect(await readPushSubscribed(withSubscription(null))).toBe(false);
  });

  it('is false without a service worker or registration', async () => {
    expect(await readPushSubscribed({} as Navigator)).toBe(false);
    expect(await readPushSubscribed({ serviceWorker: { getRegistration: async () => undefined } } as unknown as Navigator)).toBe(false);
  });
});
