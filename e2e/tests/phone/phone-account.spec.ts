import { expect, test } from '@playwright/test';
import { activatedFreshMember, CLIENT } from '../chat-support';
import { attachPhoneScreenshot, tap, tapToCheck } from '../../support/phone';
import { makePng } from '../profile-support';

/** A member's own pages on a phone by touch: the profile with a photo, notification settings, deleting the account. */

test.beforeEach(async ({ page }) => {
  await activatedFreshMember(page, 'phone-account');
});

test('a member edits the profile and uploads a photo from the phone', async ({ page }, testInfo) => {
  await page.goto('/profile');
  const about = page.getByLabel('Over mij');
  await expect(about).toBeVisible();
  await tap(about);
  await about.fill('Ik hou van wandelen en koffie.');
  await tap(page.getByRole('button', { name: 'Koffie', exact: true }));
  await tap(page.getByRole('button', { name: 'Opslaan' }));
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();

  const upload = page.waitForResponse((response) => response.url().endsWith('/api/photos.php') && response.request().method() === 'POST');
  const chooser = page.waitForEvent('filechooser');
  await tap(page.locator('label', { hasText: 'Foto uploaden' }));
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng() });
  expect((await upload).status()).toBe(201);
  await expect(page.getByText('Je foto is geüpload en wordt gecontroleerd.')).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'profile-photo');
  await page.reload();
  await expect(page.getByLabel('Over mij')).toHaveValue('Ik hou van wandelen en koffie.');
});

test('a member turns off a notification kind and turns on invisible mode by touch', async ({ page }) => {
  await page.goto('/notifications');
  const likes = page.getByRole('checkbox', { name: 'Likes', exact: true });
  await expect(likes).toBeChecked();
  // Tapped and then asserted: the store tells React of the optimistic update at the next frame.
  await tap(likes);
  await expect(likes).not.toBeChecked();
  await expect(page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
  const invisible = page.getByRole('switch', { name: 'Onzichtbare modus' });
  await tap(invisible);
  await expect(invisible).toBeChecked();
  const settings = await (await page.request.get('/api/notifications.php', { headers: CLIENT })).json();
  expect(settings).toMatchObject({ notifications_disabled: ['like'], invisible: true });
});

test('a member deletes the account on a phone', async ({ page }) => {
  await page.goto('/settings');
  await tap(page.getByRole('button', { name: 'Account verwijderen…' }));
  await tapToCheck(page.getByRole('radio', { name: 'Ik neem een pauze' }));
  await tap(page.getByRole('button', { name: 'Volgende' }));
  await tap(page.getByRole('button', { name: 'Toch verwijderen' }));
  await page.getByLabel('Je wachtwoord').fill('geheim123');
  await tap(page.getByRole('button', { name: 'Account definitief verwijderen' }));
  await expect(page).toHaveURL(/\/account-deleted$/);
  expect((await (await page.request.get('/api/user.php', { headers: CLIENT })).json()).user).toBeNull();
});
