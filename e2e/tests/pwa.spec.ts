import { expect, test } from '@playwright/test';

test.describe('installable web app', () => {
  test('the page links a valid manifest: the site name, standalone, /members, theme colours, icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Datingsite',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffc107',
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/icon-180.png');
  });

  test('the push service worker registers for the whole site and is version 2', async ({ page, request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The build minifies the copied script: `const SW_VERSION=2,...`.
    expect(await worker.text()).toMatch(/const SW_VERSION\s*=\s*2\b/);

    await page.goto('/members');
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const version = await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active?.postMessage({ type: 'get-version' }, [channel.port2]);
      });
      return { scope: registration.scope, script: registration.active?.scriptURL, version };
    });
    expect(registered).toEqual({
      scope: 'http://localhost:8080/',
      script: 'http://localhost:8080/sw.js',
      version: { type: 'version', version: 2 },
    });
  });

  test('a push shows a notification and tells the open page to reload chats and likes', async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: 'http://localhost:8080' });
    await page.goto('/members');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const seen: unknown[] = [];
      (window as unknown as { pushMessages: unknown[] }).pushMessages = seen;
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration: { scopeURL: string }) => registration.scopeURL === 'http://localhost:8080/');
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: 'http://localhost:8080',
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Nieuw bericht', body: 'Anna: hoi!', url: '/chats/7', kind: 'new_messages' }),
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages))
      .toEqual([
        expect.objectContaining({
          type: 'push-received',
          version: 2,
          payload: expect.objectContaining({ title: 'Nieuw bericht', url: 'http://localhost:8080/chats/7' }),
        }),
      ]);
  });
});

test.describe('tracking', () => {
  test('tracking query parameters are stored with a timestamp for signup', async ({ page }) => {
    await page.goto('/?network=affnet&ref=42&sub1=a&utm_source=mail&t=3');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dating.tracking') ?? 'null'));
    expect(stored.params).toEqual({ network: 'affnet', ref: '42', sub1: 'a', utm_source: 'mail' });
    expect(Date.now() - new Date(stored.storedAt).getTime()).toBeLessThan(60_000);
  });

  test('with ?lb the page sends the page-hidden beacon when it is left', async ({ page }) => {
    await page.goto('/terms?lb=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/page-hidden.php'));
    // Headless pages never become hidden by themselves: act as the browser does when the tab is left.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await beacon;
    expect(request.method()).toBe('POST');
    // The body ({}) is a Blob, which Playwright does not expose; the unit test checks it.
    expect(request.headers()['content-type']).toBe('application/json');
  });

  test('without lb no beacon is sent', async ({ page }) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/page-hidden.php')) beacons.push(request.url());
    });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The beacon is sent synchronously from the visibilitychange listener: a spy on sendBeacon tells at
    // once whether it was, with no waiting.
    const sent = await page.evaluate(() => {
      const urls: string[] = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        urls.push(String(url));
        return send(url, data);
      };
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      return urls;
    });
    expect(sent).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
