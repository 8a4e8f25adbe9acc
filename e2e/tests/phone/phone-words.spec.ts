import { expect, test, type Page } from '@playwright/test';
import { signUpByApi } from '../../support/api-signup';
import { brokenWords } from '../../support/broken-words';
import { closeNewLikeModal } from '../../support/member-session';
import { ROUTE_FAMILIES, routeUrl } from '../../support/route-families';
import { CLIENT, logInAsDemo, makePng } from '../profile-support';
import { uniqueEmail } from '../signup-support';

/**
 * Words wrap between words on phones: no word narrower than the screen is split over two lines ("Overslaa|n"),
 * at 320 px, in the languages with the longest words and, on the pages built for phones (sign-up's
 * last step, the matches after it, premium and pricing), in all 11.
 */

const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
// 320 and 390 px fall under the same breakpoint (below `sm`, 576 px), so a page has the same columns at both and
// a word that stays whole at 320 px stays whole at 390 px. The narrowest width is the one that can fail.
const WIDTH = 320;

async function useLocale(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: 'http://localhost:8080' }]);
}

/** The app has taken over from a painted copy, the heading is there and nothing loads. */
async function settle(page: Page, locale: string) {
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function someMemberId(page: Page): Promise<number> {
  const response = await page.request.get('/api/members.php?per_page=1', { headers: CLIENT });
  const { profiles } = (await response.json()) as { profiles: { id: number }[] };
  return profiles[0]!.id;
}

test('no word breaks in the middle on any route family at 320 px in German and Finnish, as a member', async ({ page }) => {
  test.setTimeout(240_000);
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  const memberId = await someMemberId(page);
  const found: string[] = [];
  await page.setViewportSize({ width: WIDTH, height: 844 });
  for (const locale of ['de', 'fi']) {
    await useLocale(page, locale);
    for (const route of ROUTE_FAMILIES) {
      const path = routeUrl(route, memberId);
      await page.goto(path);
      await settle(page, locale);
      found.push(...(await brokenWords(page)).map((word) => `${locale} ${WIDTH} px ${path}: ${word}`));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('premium, pricing and the matches after sign-up keep their words whole at 320 px in all 11 languages', async ({ page }) => {
  test.setTimeout(240_000);
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  const found: string[] = [];
  await page.setViewportSize({ width: WIDTH, height: 844 });
  for (const locale of LOCALES) {
    await useLocale(page, locale);
    for (const path of ['/premium', '/pricing', '/signup-matches']) {
      await page.goto(path);
      await settle(page, locale);
      // The pages are filled: bundles, the comparison, member cards.
      if (path === '/premium') await expect(page.locator('main a[href^="/credits/"]').first()).toBeVisible();
      if (path === '/pricing') await expect(page.getByRole('table')).toBeVisible();
      if (path === '/signup-matches') await expect(page.locator('main li').first()).toBeVisible();
      found.push(...(await brokenWords(page)).map((word) => `${locale} ${WIDTH} px ${path}: ${word}`));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (wide > 0) found.push(`${locale} ${WIDTH} px ${path}: ${wide} px wider than the screen`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

test("sign-up's last step (push) keeps its buttons' words whole at 320 px in all 11 languages", async ({ page }) => {
  test.setTimeout(240_000);
  await closeNewLikeModal(page);
  // A new member with everything but the push answer: /complete-signup resumes at step 5 of 5.
  await signUpByApi(page.request, { email: uniqueEmail('words'), name: 'Woorden', gender: 'female' });
  const { regions } = (await (await page.request.get('/api/regions.php?country=NL', { headers: CLIENT })).json()) as {
    regions: { id: number }[];
  };
  const update = await page.request.put('/api/profile.php', { headers: CLIENT, data: { region_id: regions[0]!.id, about: 'Hallo' } });
  expect(update.status(), await update.text()).toBe(200);
  const photo = await page.request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await makePng(200) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  const found: string[] = [];
  await page.setViewportSize({ width: WIDTH, height: 844 });
  for (const locale of LOCALES) {
    await useLocale(page, locale);
    await page.goto('/complete-signup');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // "Step 5 of 5" in the page's language.
    await expect(page.locator('main p[aria-live="polite"]').first()).toHaveText(/5\D+5/);
    const actions = page.locator('main button');
    await expect(actions.last()).toBeVisible();
    found.push(...(await brokenWords(page)).map((word) => `${locale} ${WIDTH} px: ${word}`));
    // No button is squeezed into a circle: each is at least as wide as it is tall.
    for (const box of await actions.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect()).map(({ width: w, height: h }) => ({ w, h })),
    )) {
      if (box.w < box.h) found.push(`${locale} ${WIDTH} px: a button ${Math.round(box.w)} × ${Math.round(box.h)} px`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
