import { expect, test } from '@playwright/test';
import { freshMember } from './chat-support';
import { makePng } from './profile-support';
import { confirmSelfie, memberWithApprovedPhoto } from './verification-support';

test('a member verifies by selfie from their profile; a moderator confirms; the badge and the "verified only" filter show them', async ({
  browser,
}) => {
  const { member, moderator } = await memberWithApprovedPhoto(browser, 'verify-vera');
  const { page } = member;

  // From the own profile to the verification screen; the server picks the pose.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Verifieer je profiel met een selfie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel verifiëren' })).toBeVisible();
  await page.getByRole('button', { name: 'Toon mijn houding' }).click();
  await expect(page.getByText(/^Doe dit na: /)).toBeVisible();
  // Desktop: the same input offers a file choice (capture is for phones).
  await page.getByLabel('Selfie maken of kiezen').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await makePng(128) });
  await page.getByRole('button', { name: 'Selfie versturen' }).click();
  await expect(page.getByText('Je selfie is verstuurd. Een moderator bekijkt hem zo snel mogelijk.')).toBeVisible();

  await confirmSelfie(moderator.page, member.name);

  await page.reload();
  await expect(page.getByText('Je profiel is geverifieerd.')).toBeVisible();

  // Another member searches with "verified only" and finds Vera's card with the badge, and the badge on her profile.
  const viewer = await freshMember(browser, 'verify-viewer');
  await viewer.page.goto('/members');
  await viewer.page.getByLabel('Alleen geverifieerd').check();
  await viewer.page.getByRole('button', { name: 'Zoeken' }).click();
  const card = viewer.page.locator(`[data-profile-id="${member.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Geverifieerd')).toBeVisible();
  const unverified = viewer.page.locator(`[data-profile-id="${viewer.id}"]`);
  await expect(unverified).toHaveCount(0);
  await card.getByRole('link').first().click();
  await expect(viewer.page.getByText('Geverifieerd').first()).toBeVisible();

  for (const each of [page, moderator.page, viewer.page]) await each.context().close();
});
