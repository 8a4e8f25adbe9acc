import { expect, test } from '@playwright/test';

/** One path per route family, with the app that must render it and the layout it uses. */
const families = [
  { path: '/', app: 'shell', routeId: 'index', layout: 'default' },
  { path: '/login', app: 'shell', routeId: 'login', layout: 'default' },
  { path: '/terms', app: 'shell', routeId: 'pages-terms', layout: 'default' },
  { path: '/members', app: 'mfe-search', routeId: 'members', layout: 'default' },
  { path: '/members/12', app: 'mfe-search', routeId: 'members-id', layout: 'default' },
  { path: '/match-finder', app: 'mfe-search', routeId: 'match-finder', layout: 'default' },
  { path: '/chats', app: 'mfe-chat', routeId: 'chats', layout: 'default' },
  { path: '/chats/5', app: 'mfe-chat', routeId: 'chats-id', layout: 'chat' },
  { path: '/members/12/chat', app: 'mfe-chat', routeId: 'members-id-chat', layout: 'chat' },
  { path: '/likes/given', app: 'mfe-likes', routeId: 'likes-type', layout: 'default' },
  { path: '/likes/m/3', app: 'mfe-likes', routeId: 'likes-m-id', layout: 'default' },
  { path: '/swipe-game', app: 'mfe-likes', routeId: 'swipe-game', layout: 'default' },
  { path: '/credits/7/ideal', app: 'mfe-payments', routeId: 'credits-id-paymentmethod', layout: 'default' },
  { path: '/directdebit', app: 'mfe-payments', routeId: 'directdebit', layout: 'default' },
  { path: '/transactions/9', app: 'mfe-payments', routeId: 'transactions-id', layout: 'default' },
  { path: '/signup', app: 'mfe-signup', routeId: 'signup', layout: 'empty' },
  { path: '/activate/done', app: 'mfe-signup', routeId: 'activate-done', layout: 'default' },
  { path: '/members/12/signup', app: 'mfe-signup', routeId: 'members-id-signup', layout: 'empty' },
  { path: '/landers/tinderswipe', app: 'mfe-landers', routeId: 'landers-tinderswipe', layout: 'lander' },
  { path: '/landers/video/summer', app: 'mfe-landers', routeId: 'landers-video-slug', layout: 'lander' },
  { path: '/members/12/landing2/x', app: 'mfe-landers', routeId: 'members-id-landing2-slug', layout: 'lander' },
] as const;

for (const family of families) {
  test(`${family.path} is rendered by ${family.app} as ${family.routeId}`, async ({ page }) => {
    const response = await page.goto(family.path);
    expect(response?.status()).toBe(200);
    const frame = page.locator(`[data-route-id="${family.routeId}"]`);
    await expect(frame).toHaveAttribute('data-app', family.app);
    await expect(frame.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', family.layout);
  });
}

test('an unknown path shows the 404 page with status 404 and a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-route-id="index"]')).toBeVisible();
});

test('the 404 page says "This page could not be found" in English', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost:8080' }]);
  await page.goto('/unknown-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('navigating between remotes keeps one page (client-side routing)', async ({ page }) => {
  await page.goto('/');
  const shellScript = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.getByRole('link', { name: 'Prijzen' }).click();
  await expect(page.locator('[data-route-id="pricing"]')).toHaveAttribute('data-app', 'mfe-payments');
  await page.getByRole('link', { name: 'Voorwaarden' }).click();
  await expect(page.locator('[data-route-id="pages-terms"]')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(shellScript);
});
