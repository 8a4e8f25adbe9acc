import { expect, test, type Browser } from '@playwright/test';

// In the lander layout the 18+ entry warning applies to visitors from NL and DE only. It is an
// overlay: the lander and its hero stay where they are behind it and after it closes.
async function visit(browser: Browser, country: string) {
  // A first-time visitor: no stored confirmation of the warning.
  const context = await browser.newContext({ baseURL: 'http://localhost:8080', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  // The country a geo-IP proxy in front of the site would name, on every request to the site's origin: the page
  // itself too, since the gateway writes the settings it gets for that country into the page (boot data).
  // Remotes on other origins would refuse the header.
  await page.route('http://localhost:8080/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-country': country } }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/landers/gallery');
  await expect(page.locator('img[data-hero]')).toBeVisible();
  return { page, context };
}

for (const country of ['NL', 'DE']) {
  test(`a visitor from ${country} gets the warning over the lander, which never moves`, async ({ browser }) => {
    const { page, context } = await visit(browser, country);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const hero = page.locator('img[data-hero]');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const behind = await hero.boundingBox();
    await dialog.getByRole('button').last().click();
    await expect(dialog).toBeHidden();
    expect(await hero.boundingBox()).toEqual(behind);
    await context.close();
  });
}

test('a visitor from elsewhere gets no warning on a lander', async ({ browser }) => {
  const { page, context } = await visit(browser, 'BE');
  await expect(page.locator('[data-cta="signup"]').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
