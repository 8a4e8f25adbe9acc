import { expect, test } from '@playwright/test';
import {
  appCard,
  confirmButton,
  expectConfirmationCookie,
  expectPaintedWarning,
  firstMember,
  firstVisit,
  holdTheApp,
  paintedWarningCount,
  servedHtml,
  warning,
} from './members-entry-warning-support';

test.use({ storageState: firstVisit, serviceWorkers: 'block' });

test('a first visit to the search arrives under the warning; confirmed, it shows the members and stays away after a reload', async ({
  page,
}) => {
  const first = await firstMember(page);
  const html = await servedHtml(page, '/members');
  expectPaintedWarning(html);
  // The search itself is painted behind it, as every visitor sees it.
  expect(html).toContain(`href="/members/${first.id}"`);

  await page.goto('/members');
  await expect(warning(page)).toBeVisible();
  await confirmButton(page).click();
  await expect(warning(page)).toHaveCount(0);
  await expect(appCard(page, first.name)).toBeVisible();
  await expectConfirmationCookie(page);

  // The next page is painted without it, and the app does not show it either.
  expect(await servedHtml(page, '/members')).not.toContain('data-painted-entry-warning');
  await page.reload();
  await expect(appCard(page, first.name)).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('the painted warning is there on a profile too, and its button works before the app has arrived', async ({ page }) => {
  const first = await firstMember(page);
  expectPaintedWarning(await servedHtml(page, `/members/${first.id}`));
  const release = await holdTheApp(page);
  await page.goto(`/members/${first.id}`, { waitUntil: 'domcontentloaded' });
  // Only the painted copy is on the page (on a wide screen the phone-shaped page behind it is skipped, not the warning).
  await expect(warning(page)).toBeVisible();
  await confirmButton(page).click();
  await expect.poll(() => paintedWarningCount(page)).toBe(0);
  await expectConfirmationCookie(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});
