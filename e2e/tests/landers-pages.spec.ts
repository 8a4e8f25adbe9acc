import { expect, test, type Page } from '@playwright/test';
import { landerKinds } from '../support/lander-kinds';

// Every lander paints its hero, shows real members with photos and offers one sign-up call to
// action that carries the landing URL's tracking parameters into /signup.
const tracking = 'network=e2enet&sub1=lander&utm_source=e2e';

/** Whether the image finished loading with real pixels (not a broken or pending image). */
async function loaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

async function signupLink(page: Page) {
  const cta = page.locator('[data-cta="signup"] a, a[data-cta="signup"]').first();
  await expect(cta).toBeVisible();
  return cta;
}

for (const kind of landerKinds) {
  test(`${kind}: hero, member photos and a call to action that keeps the tracking`, async ({ page }) => {
    await page.goto(`/landers/${kind}?${tracking}`);
    const frame = page.locator(`[data-app="mfe-landers"] [data-lander="${kind}"]`);
    await expect(frame).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('img[data-hero]').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => loaded(page, 'img[data-hero]')).toBe(true);

    if (kind === 'tinderswipe') {
      // The demo stack shows the members one by one.
      await page.getByRole('button', { name: 'Leuk' }).click();
    }
    if (kind === 'transitionsvideolanding') {
      await page.getByRole('button', { name: 'Diavoorstelling pauzeren' }).click();
    }
    // Real members from the seeded site, their photos served under the site's media prefix.
    const photo = page.locator('[data-app="mfe-landers"] img:not([data-hero])').first();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(page, '[data-app="mfe-landers"] img:not([data-hero])')).toBe(true);
    expect(await photo.getAttribute('src')).toMatch(/\/members\//);

    const cta = await signupLink(page);
    const href = new URL((await cta.getAttribute('href')) ?? '', 'http://localhost:8080');
    expect(href.pathname).toBe('/signup');
    expect(href.searchParams.get('network')).toBe('e2enet');
    expect(href.searchParams.get('sub1')).toBe('lander');
    expect(href.searchParams.get('utm_source')).toBe('e2e');
  });
}

test('a slug picks the preset and an unknown slug keeps the default, never a not-found page', async ({ page }) => {
  await page.goto('/landers/alonetonight/berlin');
  await expect(page.getByRole('heading', { level: 1, name: 'Singles in Berlin' })).toBeVisible();
  await page.goto('/landers/alonetonight/no-such-slug');
  await expect(page.getByRole('heading', { level: 1, name: 'Alleen vanavond?' })).toBeVisible();
});

test('the call to action opens sign-up with the tracking parameters of the landing URL', async ({ page }) => {
  await page.goto(`/landers/gallery?${tracking}`);
  await (await signupLink(page)).click();
  await expect(page).toHaveURL(/\/signup\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('network')).toBe('e2enet');
  expect(url.searchParams.get('sub1')).toBe('lander');
  expect(url.searchParams.get('looking_for')).toBe('female');
});

test('the three member landings feature the member of the URL', async ({ page, request }) => {
  const { members } = await (await request.get('/api/showcase.php?limit=1')).json();
  const member = members[0] as { id: number; name: string; photo: { match: string } };
  for (const path of [`/members/${member.id}/landing`, `/members/${member.id}/landing2/summer`, `/members/${member.id}/landing3`]) {
    await page.goto(`${path}?ref=e2e`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(member.name) })).toBeVisible();
    const portrait = page.locator(`img[src="${member.photo.match}"]`).first();
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const cta = page.locator('a[data-cta="signup"]');
    await expect(cta).toHaveAttribute('href', `/members/${member.id}/signup?ref=e2e`);
  }
});

test('a member landing for a member that does not exist shows the generic page with its call to action', async ({ page }) => {
  await page.goto('/members/99999999/landing?ref=e2e');
  await expect(page.locator('[data-member-fallback]')).toBeVisible();
  await expect(await signupLink(page)).toHaveAttribute('href', /^\/signup\?ref=e2e/);
});
