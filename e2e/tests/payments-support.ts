import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CLIENT } from './chat-support';

/** Helpers of the payments-* journeys. */

/**
 * Sign-up credits pay for a few messages: writes to `profileId` through the API until the balance is 0, so the
 * member is a free member without credits (spec 4: the time-bonus modal needs credits 0).
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
