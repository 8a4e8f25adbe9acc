import { expect, test } from '@playwright/test';
import { boosterAndViewer, firstSearchResult } from './boost-support';
import { buy } from './payments-support';

/**
 * A boost from the shop to the top of someone else's search: too few credits lead to the shop, the bought credits
 * pay the boost after a confirm with its price, the top bar counts down, a woman of the same country finds him
 * first, and his credit statement names the spend.
 */
test('a member buys a boost, sees the countdown, stands first in another member’s search and on his statement', async ({ browser }) => {
  const { booster, viewer } = await boosterAndViewer(browser, 'boost');
  const page = booster.page;

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Boost mijn profiel' }).click();
  const ask = page.getByRole('dialog', { name: 'Boost starten?' });
  await expect(ask).toContainText('Je hebt niet genoeg credits: een boost kost 30 credits.');
  await ask.getByRole('link', { name: 'Credits kopen' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await buy(page, 50, /^iDEAL/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Boost mijn profiel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Boost starten?' });
  await expect(confirm).toContainText('Dit kost 30 credits; je hebt er 60.');
  await confirm.getByRole('button', { name: 'Boost voor 30 credits' }).click();
  await expect(page.getByText(/Je boost loopt tot/)).toBeVisible();
  await expect(page.getByTestId('boost-countdown')).toHaveAccessibleName(/^Boost loopt nog (30:00|29:\d\d)$/);
  await expect(page.getByTestId('credits-chip')).toContainText('30');

  await viewer.page.goto('/members');
  await expect(firstSearchResult(viewer.page)).toContainText(booster.name);
  // She opens his profile: the boost counts her view (once, however often she looks).
  await viewer.page.goto(`/members/${booster.id}`);
  await expect
    .poll(async () => ((await (await page.request.get('/api/boost.php')).json()) as { last: { views: number } }).last.views)
    .toBe(1);
  await page.goto('/profile');
  await expect(page.getByTestId('boost-results')).toHaveText('Tot nu toe: 1 keer bekeken en 0 likes.');
  await page.goto('/credits/statement');
  const rows = page.getByRole('list', { name: 'Bij- en afschrijvingen' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Boost');
  await expect(rows.nth(0)).toContainText('saldo 30');
  await booster.page.context().close();
  await viewer.page.context().close();
});
