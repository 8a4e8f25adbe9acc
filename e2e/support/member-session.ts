import type { Page } from '@playwright/test';

/** Every state-changing API call must carry it (the API's CSRF rule); the kit's base query always does. */
export const CLIENT_HEADERS = { 'X-Request-Type': 'client' };

/**
 * The likes remote opens a new-like modal for logged-in members at any moment (spec 2 "New-like modal");
 * journeys that test something else close it whenever it gets in the way.
 */
export async function closeNewLikeModal(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /vindt jou leuk/ }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  });
}
