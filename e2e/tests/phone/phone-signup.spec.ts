import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../../support/member-session';
import { attachPhoneScreenshot, tap } from '../../support/phone';
import { makePng } from '../profile-support';
import { activationLink, fillAccountStep, storedTracking, uniqueEmail } from '../signup-support';

/** Paid traffic on a phone: a lander's call to action, every sign-up step by touch, the mailed activation. */

test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
});

test("a lander's call to action, sign-up steps 0-4 with a photo, and activation, all by touch", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('phone');
  await page.goto('/landers/video?network=phone&sub1=lander');
  await tap(page.locator('[data-cta="signup"] a, a[data-cta="signup"]').first());
  await expect(page).toHaveURL(/\/signup\?/);

  await expect(page.getByText('Stap 1 van 5')).toBeVisible();
  await fillAccountStep(page, email, { hand: 'touch' });
  await attachPhoneScreenshot(page, testInfo, 'signup-step-0');
  await tap(page.getByRole('button', { name: 'Gratis account maken' }));

  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
  await page.getByLabel('Regio').selectOption({ index: 1 });
  await tap(page.getByRole('button', { name: 'Wandelen' }));
  await attachPhoneScreenshot(page, testInfo, 'signup-step-1');
  await tap(page.getByRole('button', { name: 'Volgende' }));

  await expect(page.getByText('Stap 3 van 5')).toBeVisible();
  // The picker opens the phone's own file or camera chooser; the file it hands back is given here.
  const chooser = page.waitForEvent('filechooser');
  await tap(page.locator('label', { hasText: 'Foto kiezen' }));
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(200) });
  await expect(page.getByText('Wordt gecontroleerd')).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'signup-step-2');
  await tap(page.getByRole('button', { name: 'Volgende' }));

  await expect(page.getByText('Stap 4 van 5')).toBeVisible();
  await tap(page.getByRole('button', { name: 'Mijn perfecte weekend is…' }));
  await page.getByLabel('Over mij').pressSequentially('wandelen in de duinen');
  await attachPhoneScreenshot(page, testInfo, 'signup-step-3');
  await tap(page.getByRole('button', { name: 'Volgende' }));

  await expect(page.getByText('Stap 5 van 5')).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'signup-step-4');
  await tap(page.getByRole('button', { name: 'Overslaan' }));
  await expect(page).toHaveURL(/\/signup-matches$/);
  const heart = page.getByRole('button', { name: / liken$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await tap(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await attachPhoneScreenshot(page, testInfo, 'signup-matches');

  await page.goto(await activationLink(page.request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  expect(await storedTracking(page.request, email)).toMatchObject({ network: 'phone', sub1: 'lander' });
});

test('a visitor taps Message on a profile, signs up in the modal and lands in the chat', async ({ page }) => {
  const email = uniqueEmail('phone-modal');
  await page.goto('/members');
  const href = (await page.locator('a[href^="/members/"]').first().getAttribute('href')) as string;
  await page.goto(href);
  const message = page.getByRole('button', { name: 'Bericht sturen' });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Profiel');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await tap(message);
  const dialog = page.getByRole('dialog', { name: `Meld je gratis aan om ${name} een bericht te sturen` });
  await expect(dialog).toBeVisible();
  await fillAccountStep(dialog, email, { hand: 'touch' });
  await tap(dialog.getByRole('button', { name: 'Gratis account maken' }));
  await expect(page).toHaveURL(new RegExp(`${href}/chat$`));
  await page.goto(await activationLink(page.request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
});
