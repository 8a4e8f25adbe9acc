import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { activationLink, fillAccountStep, storedTracking, uniqueEmail } from './signup-support';

test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
});

test('a visitor pressing Message on a profile signs up in the modal and lands in the chat with that member', async ({ page }) => {
  const email = uniqueEmail('modal');
  await page.goto('/members?network=n9&sub2=b');
  const first = page.locator('a[href^="/members/"]').first();
  const href = (await first.getAttribute('href')) as string;
  await page.goto(href);
  // The page frame's own title comes first; the member's name replaces it once the profile has loaded.
  await expect(page.getByRole('button', { name: 'Bericht sturen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Profiel');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  await page.getByRole('button', { name: 'Bericht sturen' }).click();
  const dialog = page.getByRole('dialog', { name: `Meld je gratis aan om ${name} een bericht te sturen` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');

  // Before any input Escape closes it; after typing neither Escape nor the backdrop does.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Bericht sturen' }).click();
  await dialog.getByLabel('E-mailadres').fill('x');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mailadres')).toHaveValue('x');

  await fillAccountStep(dialog, email);
  const signupCall = page.waitForRequest((request) => request.url().endsWith('/api/signup.php') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Gratis account maken' }).click();
  expect((await signupCall).postDataJSON()).toMatchObject({ tracking: { network: 'n9', sub2: 'b' } });
  await expect(page).toHaveURL(new RegExp(`${href}/chat$`));
  await expect(dialog).toBeHidden();

  await page.goto(await activationLink(page.request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  expect(await storedTracking(page.request, email)).toEqual({ network: 'n9', sub2: 'b' });
});
