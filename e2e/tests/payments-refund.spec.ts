import { expect, test, type Page } from '@playwright/test';
import { activatedFreshMember } from './chat-support';
import { balance, buy, topBar } from './payments-support';

/**
 * Money going back, and a discount held by an open order, across the apps: the sandbox provider's checkout
 * (refund and chargeback as a bank would), the webhook, the shell's top bar, and the shop's way back.
 */

/** Pays the checkout the page is on; answers its address, where a refund is later asked for. */
async function payHere(page: Page): Promise<string> {
  const checkout = page.url();
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  return checkout;
}

test('a refunded purchase takes its credits back: the top bar shows the old balance and Premium again', async ({ page }) => {
  await activatedFreshMember(page, 'refund');
  const start = await balance(page);
  await page.goto('/credits');
  await buy(page, 120, /^iDEAL/);
  const checkout = await payHere(page);
  await expect(page.getByTestId('credits-chip')).toContainText(String(start + 120));

  // The provider's side: the payment is refunded (a bank or the provider's dashboard would do this).
  await page.goto(new URL(checkout).pathname + new URL(checkout).search);
  await expect(page.getByText('status: paid')).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Deze betaling is teruggeboekt: 120 credits zijn teruggenomen.')).toBeVisible();

  await expect(page.getByTestId('credits-chip')).toContainText(String(start));
  await expect(topBar(page).getByRole('link', { name: 'Premium' })).toBeVisible();
  expect(await balance(page)).toBe(start);
});

test('a second order with a discount still held answers Code reeds gebruikt and leads back to the open order', async ({ page }) => {
  await activatedFreshMember(page, 'code-held');
  const start = await balance(page);
  await page.goto('/credits');
  // A new member's shop applies the time bonus by itself.
  await expect(page.getByText('Korting TIMEBONUS25 (−25%)')).toBeVisible();
  await buy(page, 120, /^iDEAL/);

  // Left at the checkout without paying: back in the shop, the discount is held by that open order.
  await page.goto('/credits');
  await expect(page.getByText('Code reeds gebruikt')).toBeVisible();
  await page.getByRole('link', { name: 'Naar je open bestelling' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await page.getByRole('link', { name: 'Verder met betalen' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
  await payHere(page);
  expect(await balance(page)).toBe(start + 120);
});
