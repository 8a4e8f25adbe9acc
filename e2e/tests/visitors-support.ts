import { expect, type Page } from '@playwright/test';
import { buy } from './payments-support';

/** Helpers of the visitors journeys (who viewed me). */

/** `viewer` opens the profile of member `viewedId`, as a person does, and sees it. */
export async function viewProfile(viewer: Page, viewedId: number, viewedName: string): Promise<void> {
  await viewer.goto(`/members/${viewedId}`);
  await expect(viewer.getByRole('heading', { level: 1, name: viewedName })).toBeVisible();
}

/**
 * Waits until the API counts `count` visitors for the member of `page`: member.php records a view after it
 * answered, so the tab is opened only once the view is there.
 */
export async function awaitVisitors(page: Page, count: number): Promise<void> {
  await expect.poll(async () => ((await (await page.request.get('/api/visitors.php')).json()) as { total: number }).total).toBe(count);
}

/** Buys the smallest iDEAL bundle in the sandbox checkout: the first purchase makes the member premium. */
export async function becomePremium(page: Page): Promise<void> {
  await page.goto('/credits');
  await buy(page, 120, /^iDEAL/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
}
