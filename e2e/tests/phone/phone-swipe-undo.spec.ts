import { expect, test } from '@playwright/test';
import { attachPhoneScreenshot, coveringElement, tap } from '../../support/phone';
import { openSwipeGame } from '../likes-support';

/**
 * Undoing a swipe on a 390 px phone by touch: the undo button sits in the swipe controls above the tab bar,
 * brings the passed card back for 5 credits, and says so when the sign-up credits (10) are spent.
 */
test('on a phone a member taps undo after passing a card: the card comes back, paid, until the credits run out', async ({
  page,
}, testInfo) => {
  const card = await openSwipeGame(page, 'phone-undo');
  const passed = (await card.getAttribute('data-profile-id')) ?? '';
  const top = page.getByRole('article');
  const pass = page.getByRole('button', { name: 'Overslaan' });
  const undo = page.getByRole('button', { name: 'Laatste swipe terugdraaien (5 credits)' });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await coveringElement(undo)).toBeNull();
  for (let paid = 1; paid <= 2; paid++) {
    await tap(pass);
    await expect(top).not.toHaveAttribute('data-profile-id', passed);
    await tap(undo);
    await expect(top).toHaveAttribute('data-profile-id', passed);
  }
  await attachPhoneScreenshot(page, testInfo, 'undone');
  await tap(pass);
  await expect(top).not.toHaveAttribute('data-profile-id', passed);
  await tap(undo);
  await expect(page.getByText('Terugdraaien kost 5 credits. Je hebt er niet genoeg.')).toBeVisible();
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } };
  expect(user.credits).toBe(0);
});
