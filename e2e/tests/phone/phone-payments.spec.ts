import { expect, test, type Page } from '@playwright/test';
import { activatedFreshMember, demoAndFreshMember } from '../chat-support';
import { spendAllCredits } from '../payments-support';
import { attachPhoneScreenshot, coveringElement, tap } from '../../support/phone';
import { buy, payButton, payInCheckout } from './phone-shop';
import { askForSmsCode, confirmWithSmsCode, sentSmsCode } from '../../support/direct-debit';

/** Buying credits on a 390 px phone by touch: the shop, the provider's checkout, the result and the top bar. */

async function balance(page: Page): Promise<number> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } };
  return user.credits;
}

test('a free member buys credits by iDEAL and then by card on a phone; the pay bar sits above the tab bar', async ({ page }, testInfo) => {
  await activatedFreshMember(page, 'phone-shop');
  const start = await balance(page);
  await page.goto('/credits');
  await expect(payButton(page)).toBeVisible();
  // Measured, not assumed: the pay bar ends where the tab bar begins.
  const tabBar = await page.getByRole('navigation', { name: 'Hoofdmenu' }).last().boundingBox();
  const payBar = await page.locator('[data-bottom-bar]').boundingBox();
  expect(payBar!.y + payBar!.height).toBeLessThanOrEqual(tabBar!.y + 1);
  await attachPhoneScreenshot(page, testInfo, 'credits-pay-bar');

  await buy(page, 120, /^iDEAL/);
  await tap(page.getByRole('button', { name: 'Paid', exact: true }));
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  await expect(page.getByText(`${start + 120} credits`)).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'checkout-return');

  await page.goto('/credits');
  await buy(page, 50, /^Creditcard/);
  await payInCheckout(page);
  expect(await balance(page)).toBe(start + 170);
});

test('a failed card payment on a phone offers another method; paying with it works', async ({ page }) => {
  await activatedFreshMember(page, 'phone-failed');
  const start = await balance(page);
  await page.goto('/credits');
  await buy(page, 50, /^Creditcard/);
  await tap(page.getByRole('button', { name: 'Failed', exact: true }));
  await expect(page.getByRole('alert')).toContainText('Betaling mislukt');
  await tap(page.getByRole('link', { name: 'Andere betaalmethode' }));
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await buy(page, 50, /^PayPal/);
  await payInCheckout(page);
  expect(await balance(page)).toBe(start + 50);
});

test('a member repeats the last order from the tab bar on a phone', async ({ page }) => {
  await activatedFreshMember(page, 'phone-repeat');
  await page.goto('/credits');
  await buy(page, 50, /^iDEAL/);
  await payInCheckout(page);
  const afterFirst = await balance(page);

  // On a phone the Credits destination is in the tab bar at the bottom.
  await tap(
    page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .last()
      .getByRole('link', { name: /^Credits/ }),
  );
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);
  await tap(page.getByRole('button', { name: 'Nog een keer bestellen' }));
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
  await payInCheckout(page);
  expect(await balance(page)).toBe(afterFirst + 50);
});

test('direct debit on a phone: the form, the SMS code and a pending order', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'phone-sdd');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
  // The IBAN pasted, as members mostly enter one on a phone; typing it is checked on desktop and in the unit tests.
  const asked = await askForSmsCode(page, credits.bundles[0]!.id, { hand: 'touch' });
  await expect(page.getByText(/Code verstuurd naar/)).toBeVisible();
  const id = await confirmWithSmsCode(page, await sentSmsCode(page, asked), 'touch');
  const { order } = (await (await page.request.get(`/api/transactions.php?id=${id}`)).json()) as {
    order: { status: string; method: string };
  };
  expect(order).toMatchObject({ status: 'pending', method: 'sdd' });
});

test('the time-bonus modal on a phone takes its 25% into the order', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const demo = await demoAndFreshMember(page, browser, 'phone-timebonus');
  await spendAllCredits(page, demo.id);
  await page.clock.install();
  const bonusLoaded = page.waitForResponse((response) => response.url().includes('/api/timebonus.php') && response.ok());
  await page.goto('/members');
  await bonusLoaded;
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(40_000);
  const modal = page.getByRole('dialog', { name: 'Jouw tijdbonus' });
  await expect(modal).toBeVisible();
  await tap(modal.getByRole('button', { name: 'Gebruik mijn 25% korting' }));
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByText('Korting TIMEBONUS25 (−25%)')).toBeVisible();
  expect(await coveringElement(payButton(page))).toBeNull();
});
