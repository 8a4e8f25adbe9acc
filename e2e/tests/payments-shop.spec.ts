import { expect, test } from '@playwright/test';
import { activatedFreshMember } from './chat-support';
import { balance, buy, topBar } from './payments-support';

/**
 * Buying credits across the apps: the shop (mfe-payments), the sandbox provider's hosted checkout (served by
 * the API, as a real provider would serve its own), the webhook, the result page, and the shell's top bar.
 */

test('a free member buys credits by iDEAL and then by card; Premium turns into Credits with the new balance', async ({ page }) => {
  await activatedFreshMember(page, 'shop');
  const start = await balance(page);
  await page.goto('/members');
  await expect(topBar(page).getByRole('link', { name: 'Premium' })).toBeVisible();

  await page.goto('/credits');
  await buy(page, 120, /^iDEAL/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();

  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  await expect(page.getByText('+120 credits')).toBeVisible();
  await expect(page.getByText(`${start + 120} credits`)).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Credits' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Premium' })).toHaveCount(0);
  await expect(page.getByTestId('credits-chip')).toContainText(String(start + 120));

  // A second purchase by card, now as a premium member.
  await page.goto('/credits');
  await buy(page, 50, /^Creditcard/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  await expect(page.getByTestId('credits-chip')).toContainText(String(start + 170));
  expect(await balance(page)).toBe(start + 170);
});

test('a failed card payment offers another method; paying with it works', async ({ page }) => {
  await activatedFreshMember(page, 'shop-failed');
  const start = await balance(page);
  await page.goto('/credits');
  await buy(page, 50, /^Creditcard/);
  await page.getByRole('button', { name: 'Failed', exact: true }).click();

  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('alert')).toContainText('Betaling mislukt');
  expect(await balance(page)).toBe(start);
  await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toBeVisible();
  await page.getByRole('link', { name: 'Andere betaalmethode' }).click();

  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await buy(page, 50, /^PayPal/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  expect(await balance(page)).toBe(start + 50);
});

test('a member repeats their last order in one step', async ({ page }) => {
  await activatedFreshMember(page, 'shop-repeat');
  await page.goto('/credits/repeat-order');
  await expect(page.getByText('Je hebt nog geen betaalde bestelling om te herhalen.')).toBeVisible();

  await page.goto('/credits');
  await buy(page, 50, /^iDEAL/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  const afterFirst = await balance(page);

  // The top bar's Credits now leads to the repeat order.
  await topBar(page).getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);
  await expect(page.getByText(/50 credits voor .+ met iDEAL/)).toBeVisible();
  await page.getByRole('button', { name: 'Nog een keer bestellen' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
  expect(await balance(page)).toBe(afterFirst + 50);
});
