import { expect, type Browser, type Page } from '@playwright/test';
import { CLIENT, freshMember, memberPage } from './chat-support';
import { makePng } from './profile-support';

/** The seed's moderator account (api/src/seed/demo-moderator.ts). */
export const MODERATOR = { email: 'moderator@example.com', password: 'moderator1234' };

/** A fresh member with one photo a moderator approved (a selfie is compared with approved photos only). */
export async function memberWithApprovedPhoto(browser: Browser, label: string) {
  const member = await freshMember(browser, label);
  const uploaded = await member.page.request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await makePng(96) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { photo } = (await uploaded.json()) as { photo: { id: number } };
  const moderator = await memberPage(browser, MODERATOR);
  const approved = await moderator.page.request.post('/api/moderation/photo.php', {
    headers: CLIENT,
    data: { id: photo.id, action: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { member, moderator };
}

/**
 * The moderator opens the console's Selfies tab, finds `name`'s selfie by J (others may wait before it: without a
 * face check the queue is oldest first) and confirms it with C.
 */
export async function confirmSelfie(page: Page, name: string) {
  await page.goto('/moderation');
  await page.getByRole('tab', { name: /^Selfies \(\d+\)$/ }).click();
  const panel = page.getByRole('region', { name: `Selfie van ${name}` });
  await expect(page.getByRole('img', { name: /^Selfie van / }).first()).toBeVisible();
  for (let step = 0; step < 50 && !(await panel.isVisible()); step++) await page.keyboard.press('j');
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Gevraagde houding: /)).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Moderatie' }).click();
  await page.keyboard.press('c');
  await expect(panel).toHaveCount(0);
}
