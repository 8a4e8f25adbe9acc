import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CLIENT } from './chat-support';

/** Helpers of the payments-* journeys. */

/**
 * Sign-up credits pay for a few messages: writes to `profileId` through the API until the balance is 0, so the
 * member is a free member without credits (the time-bonus modal needs credits 0).
 */
export async function spendAllCredits(page: Page, profileId: number): Promise<void> {
  for (let sent = 0; sent < 50; sent += 1) {
    const response = await page.request.post('/api/chat.php', {
      headers: CLIENT,
      data: { profile: profileId, kind: 'text', text: `Hallo ${sent}`, client_id: randomUUID() },
    });
    if (response.status() === 402) break;
    expect(response.status(), await response.text()).toBe(200);
    if (((await response.json()) as { credits: number }).credits === 0) break;
  }
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } };
  expect(user.credits).toBe(0);
}

export const topBar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

export async function balance(page: Page): Promise<number> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } };
  return user.credits;
}

/** In the shop: picks the bundle of `credits` and the method, and pays; lands on the provider's checkout. */
export async function buy(page: Page, credits: number, method: RegExp): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${credits} credits`) }).check();
  const methodRadio = page.getByRole('radio', { name: method });
  if ((await methodRadio.count()) === 0) await page.getByRole('button', { name: 'Meer betaalmethoden' }).click();
  await methodRadio.check();
  await page.getByRole('button', { name: /^Betaal .+ met / }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
}
