import { expect, type Page } from '@playwright/test';

/** Every state-changing API call must carry it (the API's CSRF rule); the kit's base query always does. */
export const CLIENT_HEADERS = { 'X-Request-Type': 'client' };

/** The two seeded demo members, matched and with conversations (api/src/seed). */
export const DEMO = { email: 'demo@example.com', password: 'demo1234' };
export const DEMO2 = { email: 'demo2@example.com', password: 'demo1234' };

/**
 * The likes remote opens a new-like modal for logged-in members at any moment;
 * journeys that test something else close it whenever it gets in the way.
 */
export async function closeNewLikeModal(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /vindt jou leuk/ }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  });
}

/**
 * For journeys that use closeNewLikeModal: call before logging in; the returned function waits until the
 * auto-like of the fresh login has answered and its modal (if any) has shown and been closed, so the
 * journey's next menu click cannot race the modal. The page records the modal's appearance itself,
 * because the locator handler may close it before the journey looks.
 */
export async function awaitNewLikeModal(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if ([...dialogs].some((dialog) => dialog.textContent?.includes('vindt jou leuk'))) {
        (window as unknown as { newLikeModalSeen?: boolean }).newLikeModalSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const autoLike = page.waitForResponse((response) => response.url().includes('/api/auto-like.php'));
  return async () => {
    const { profile } = (await (await autoLike).json()) as { profile: unknown };
    if (!profile) return;
    await page.waitForFunction(() => (window as unknown as { newLikeModalSeen?: boolean }).newLikeModalSeen === true);
    // The assertion lets the locator handler close it if it is still open.
    await expect(page.getByRole('dialog', { name: /vindt jou leuk/ })).toHaveCount(0);
  };
}
