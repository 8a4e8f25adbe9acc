import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

test('a visitor filters the member search and opens a profile', async ({ page }) => {
  await page.goto('/members');
  const status = page.getByRole('status').filter({ hasText: /leden? gevonden/ });
  await expect(status).toBeVisible();
  const results = page.getByRole('list', { name: 'Leden zoeken' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  await page.getByLabel('Geslacht', { exact: true }).selectOption('female');
  await page.getByLabel('Land', { exact: true }).selectOption('NL');
  await page.getByLabel('Leeftijd vanaf').fill('25');
  await page.getByLabel('Leeftijd tot').fill('45');
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/members.php') && response.url().includes('gender=female'),
  );
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const body = (await (await searched).json()) as { numResults: number; profiles: { name: string; age: number; country: string }[] };
  // An empty answer is a failure, not a pass: the seeded site has women of 25-45 in NL, among them the
  // demo account (Demo, female, NL, born 1994, the most recently active member right after seeding).
  expect(body.numResults).toBeGreaterThan(0);
  expect(body.profiles.length).toBeGreaterThan(0);
  expect(body.profiles.map((profile) => profile.name)).toContain('Demo');
  await expect(results.getByRole('listitem')).toHaveCount(body.profiles.length);
  await expect(results.getByRole('link', { name: /Demo/ }).first()).toBeVisible();
  for (const profile of body.profiles) {
    expect(profile.country).toBe('NL');
    expect(profile.age).toBeGreaterThanOrEqual(25);
    expect(profile.age).toBeLessThanOrEqual(45);
  }
  await expect(status).toContainText(String(body.numResults));

  // The filters survive a reload (persisted search state).
  await page.reload();
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('NL');
  await expect(page.getByLabel('Geslacht', { exact: true })).toHaveValue('female');

  const first = results.getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.locator('[data-route-id="members-id"]')).toHaveAttribute('data-app', 'mfe-search');
  expect(name).toBeTruthy();
});

test('an impossible age range is refused in the form with a translated message', async ({ page }) => {
  await page.goto('/members');
  await page.getByLabel('Leeftijd vanaf').fill('70');
  await page.getByLabel('Leeftijd tot').fill('30');
  await expect(page.getByText('De minimumleeftijd moet lager zijn dan de maximumleeftijd.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoeken' })).toBeDisabled();
});

/** Full-page screenshot attached to the report, so a reviewer sees the design at this width. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** axe-core (every default rule) finds nothing, and the page is no wider than the window. */
async function expectCleanPage(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(clientWidth);
}

for (const width of [390, 1280]) {
  test(`the search and a profile at ${width} px: screenshots for review, axe-clean, no overflow`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto('/members');
    const results = page.getByRole('list', { name: 'Leden zoeken' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('member-card-skeleton')).toHaveCount(0);
    // Phones get the summary chip, desktops the inline row of filters.
    if (width < 992) await expect(page.getByRole('button', { name: /^Zoekfilters wijzigen/ })).toBeVisible();
    else await expect(page.getByRole('search', { name: 'Zoekfilters' })).toBeVisible();
    await expectCleanPage(page, `/members at ${width} px`);
    await attachScreenshot(page, testInfo, `members-${width}.png`);

    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('region', { name: /^Foto's van / })).toBeVisible();
    await expect(page.getByTestId('profile-skeleton')).toHaveCount(0);
    await expectCleanPage(page, `profile at ${width} px`);
    await attachScreenshot(page, testInfo, `profile-${width}.png`);
  });
}
