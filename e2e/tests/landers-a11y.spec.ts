import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { landerKinds } from '../support/lander-kinds';

/**
 * Every lander, the member landings and the home page as a visitor: axe-core reports no violation at a phone
 * and a desktop width, and no page is wider than a 320 px phone in German (the longest of the 11 languages).
 */
async function paths(page: Page): Promise<string[]> {
  const { members } = (await (await page.request.get('/api/showcase.php?limit=1')).json()) as { members: { id: number }[] };
  const id = members[0]!.id;
  return [
    '/',
    ...landerKinds.map((kind) => `/landers/${kind}`),
    `/members/${id}/landing`,
    `/members/${id}/landing2/x`,
    `/members/${id}/landing3`,
  ];
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (path !== '/') await expect(page.locator('[data-cta="signup"]').first()).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`axe finds no violation on the landers and home at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const found: string[] = [];
    for (const path of await paths(page)) {
      await open(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        for (const node of violation.nodes) found.push(`${path}: ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('no lander, member landing or the home page is wider than a 320 px phone in German', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'locale', value: 'de', url: 'http://localhost:8080' }]);
  await page.setViewportSize({ width: 320, height: 700 });
  const wide: string[] = [];
  for (const path of await paths(page)) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const { scrollWidth, viewport } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    if (scrollWidth > viewport) wide.push(`${path}: ${scrollWidth} px > ${viewport} px`);
  }
  expect(wide, wide.join('\n')).toEqual([]);
});
