import { expect, test } from '@playwright/test';
import { freshMember } from '../chat-support';
import { makePng } from '../profile-support';
import { confirmSelfie, memberWithApprovedPhoto } from '../verification-support';

test('on a phone: the selfie input opens the front camera; after the moderator confirms, the verified filter finds the member', async ({
  browser,
}) => {
  const { member, moderator } = await memberWithApprovedPhoto(browser, 'phone-verify');
  const phone = await browser.newContext({
    baseURL: 'http://localhost:8080',
    storageState: await member.page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Verifieer je profiel met een selfie' }).tap();
  await page.getByRole('button', { name: 'Toon mijn houding' }).tap();
  await expect(page.getByText(/^Doe dit na: /)).toBeVisible();
  const input = page.getByLabel('Selfie maken of kiezen');
  await expect(input).toHaveAttribute('capture', 'user');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await input.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await makePng(128) });
  await page.getByRole('button', { name: 'Selfie versturen' }).tap();
  await expect(page.getByText('Je selfie is verstuurd. Een moderator bekijkt hem zo snel mogelijk.')).toBeVisible();

  await confirmSelfie(moderator.page, member.name);

  const viewer = await freshMember(browser, 'phone-verify-viewer');
  const verified = await viewer.page.request.get('/api/members.php?verified=1&per_page=60');
  const { profiles } = (await verified.json()) as { profiles: { id: number; verified: boolean }[] };
  expect(profiles.find((profile) => profile.id === member.id)).toMatchObject({ verified: true });
  expect(profiles.every((profile) => profile.verified)).toBe(true);

  for (const each of [member.page, page, moderator.page, viewer.page]) await each.context().close();
});
