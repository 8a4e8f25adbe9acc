import { expect, test } from '@playwright/test';
import { tap } from '../../support/phone';
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
} from '../members-entry-warning-support';

test.use({ storageState: firstVisit, serviceWorkers: 'block' });

test('on a phone a first visit to the search arrives under the warning; a tap before the app arrived confirms it for good', async ({
  page,
}) => {
  const first = await firstMember(page);
  const html = await servedHtml(page, '/members');
  expectPaintedWarning(html);
  expect(html).toContain(`href="/members/${first.id}"`);

  const release = await holdTheApp(page);
  await page.goto('/members', { waitUntil: 'domcontentloaded' });
  await expect(warning(page)).toBeVisible();
  await tap(confirmButton(page));
  await expect.poll(() => paintedWarningCount(page)).toBe(0);
  // The painted search is what the visitor sees and can use now.
  await expect(page.locator(`#prepaint a[href="/members/${first.id}"]`).first()).toBeVisible();
  await expectConfirmationCookie(page);
  release();
  await expect(appCard(page, first.name)).toBeVisible();
  await expect(warning(page)).toHaveCount(0);

  await page.reload();
  await expect(appCard(page, first.name)).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('on a phone the app takes the painted warning over, and its confirm button shows the members', async ({ page }) => {
  const first = await firstMember(page);
  await page.goto('/members');
  await expect(warning(page)).toBeVisible();
  // The app's own dialog stands where the painted one stood, which is gone.
  await expect.poll(() => paintedWarningCount(page)).toBe(0);
  await expect(warning(page)).toHaveCount(1);
  await tap(confirmButton(page));
  await expect(warning(page)).toHaveCount(0);
  await expect(appCard(page, first.name)).toBeVisible();
  await expectConfirmationCookie(page);
});
