import { expect, test, type Page } from '@playwright/test';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { repointRemotes } from '../support/registry';
import { RemoteStaticServer } from '../support/static-server';

// Landers and the home page arrive painted: their headline and hero picture are in the HTML the server
// sends, so they show before (and without) any script, then the app takes over the same page.

async function heroLoaded(page: Page): Promise<boolean> {
  return page
    .locator('#prepaint img[fetchpriority="high"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

const painted = [
  { path: '/landers/video', heading: 'Kijk wie je kunt ontmoeten' },
  { path: '/landers/gallery/amsterdam', heading: 'Singles in Amsterdam' },
  { path: '/landers/tinderswipe', heading: 'Vind je haar leuk?' },
  { path: '/', heading: /Datingsite/ },
];

test.describe('with scripts off, on a phone', () => {
  // Paid traffic lands on phones; on a desktop the home page's way in is the step-0 card instead.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const { path, heading } of painted) {
    test(`${path} shows its headline, hero picture and the way in from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#prepaint').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => heroLoaded(page)).toBe(true);
      // The way in is a real link: without scripts it still leads to sign-up.
      await expect(page.locator('#prepaint a[href^="/signup"]').first()).toBeVisible();
    });
  }
});

test('the HTML carries the headline and the prioritised hero before any script tag runs', async ({ request }) => {
  const response = await request.get('/landers/video');
  const html = await response.text();
  const painted = html.indexOf('<div id="prepaint">');
  expect(painted).toBeGreaterThan(0);
  expect(html.slice(painted)).toMatch(/<h1[^>]*>Kijk wie je kunt ontmoeten<\/h1>/);
  expect(html.slice(painted)).toMatch(/<img [^>]*fetchPriority="high"[^>]*>/i);
  // The page's scripts are deferred: they run after the document, painted page included, is parsed.
  // The boot data (type="application/json") is data, never run.
  for (const script of html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? []) expect(script).toMatch(/\bdefer\b/);
});

test('the app takes over the painted lander: one page, its hero, and no layout shift', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/landers/video');
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('style[data-prepaint-styles]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk wie je kunt ontmoeten');
  await expect(page.locator('#root [data-app="mfe-landers"] img[data-hero]')).toBeVisible();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('a traffic source with its own landers build gets that build painted, then rendered', async ({ page }) => {
  const variant = new RemoteStaticServer('mfe-landers', 3107, 'dist-variant');
  await variant.start();
  const restore = repointRemotes((registry) => {
    registry.remotes['mfe-landers'] = { entry: 'http://127.0.0.1:3006/mf-manifest.json', variants: { e2epaint: variant.manifestUrl } };
  });
  try {
    const response = await page.goto('/landers/video?network=e2epaint');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-painted-variant="b"');
    expect(html).toContain('http://127.0.0.1:3107/');
    await expect(page.locator('#root [data-lander="video"]')).toHaveAttribute('data-variant', 'b');
  } finally {
    restore();
    await variant.stop();
  }
});
