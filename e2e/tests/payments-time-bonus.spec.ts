import { expect, test } from '@playwright/test';
import { demoAndFreshMember } from './chat-support';
import { spendAllCredits } from './payments-support';

/** The time-bonus modal through the composed site, with Playwright's clock for the 40 s. */

test('a fresh free member without credits gets the time bonus after 40 s in the members area and takes its 25% to the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const demo = await demoAndFreshMember(page, browser, 'timebonus');
  await spendAllCredits(page, demo.id);

  await page.clock.install();
  // The answer is read where it passes through (the browser may drop a body once the painted page hands over,
  // before a waitForResponse listener gets to read it).
  let bonus: { code: string; expires: string } | null | undefined;
  await page.route('**/api/timebonus.php', async (route) => {
    const response = await route.fetch();
    if (response.ok()) bonus = ((await response.json()) as { time_bonus: typeof bonus }).time_bonus;
    await route.fulfill({ response });
  });
  await page.goto('/members');
  await expect.poll(() => bonus?.code).toBe('TIMEBONUS25');
  // The remote has loaded and started waiting once the page is quiet; then the clock jumps the 40 s.
  await page.waitForLoadState('networkidle');
  const modal = page.getByRole('dialog', { name: 'Jouw tijdbonus' });
  await expect(modal).toHaveCount(0);
  await page.clock.fastForward(40_000);
  await expect(modal).toBeVisible();
  await expect(modal.getByText('−25%')).toBeVisible();
  // Signed up moments ago: a little under 4 hours left on the hh:mm:ss countdown.
  await expect(modal.getByText(/^03:\d\d:\d\d$/)).toBeVisible();

  await modal.getByRole('button', { name: 'Gebruik mijn 25% korting' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(modal).toHaveCount(0);
  // The shop applies the active discount: the order overview names the code and its 25%.
  await expect(page.getByText('Korting TIMEBONUS25 (−25%)')).toBeVisible();
});
