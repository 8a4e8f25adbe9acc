import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { DEMO, logInAsDemo, makePng } from './profile-support';

/** /profile through the composed site as the demo member: edit, validation texts, photo upload. */

test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
  await logInAsDemo(page);
});

test('a member edits the profile and the changes survive a reload', async ({ page }) => {
  await page.goto('/profile');
  const about = page.getByLabel('Over mij');
  await expect(about).toBeVisible();
  const text = `Ik hou van wandelen en koffie. ${Date.now()}`;
  await about.fill(text);
  await page.getByLabel('Oogkleur').selectOption('green');
  const chip = page.getByRole('button', { name: 'Koffie', exact: true });
  const wasPressed = (await chip.getAttribute('aria-pressed')) === 'true';
  await chip.click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Over mij')).toHaveValue(text);
  await expect(page.getByLabel('Oogkleur')).toHaveValue('green');
  await expect(page.getByRole('button', { name: 'Koffie', exact: true })).toHaveAttribute('aria-pressed', String(!wasPressed));
});

test('the name rules are shown at the name field', async ({ page }) => {
  await page.goto('/profile');
  const name = page.getByLabel('Profielnaam');
  await name.fill(DEMO.email);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je profielnaam moet anders zijn dan je e-mailadres')).toBeVisible();
  await name.fill('@demo');
  await name.blur();
  await expect(page.getByText('Je profielnaam mag niet beginnen met een @')).toBeVisible();
});

test('an uploaded photo appears under inspection', async ({ page }) => {
  await page.goto('/profile');
  const grid = page.getByRole('list', { name: "Foto's" });
  const before = (await grid.count()) ? await grid.getByRole('listitem').count() : 0;
  const upload = page.waitForResponse((response) => response.url().endsWith('/api/photos.php') && response.request().method() === 'POST');
  await page.getByLabel('Foto uploaden').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng() });
  expect((await upload).status()).toBe(201);
  await expect(page.getByText('Je foto is geüpload en wordt gecontroleerd.')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(before + 1);
  await expect(grid.getByRole('listitem').last()).toContainText('Wordt gecontroleerd');
});
