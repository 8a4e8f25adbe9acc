import { expect, test, type Page } from '@playwright/test';
import { likedIds, openSwipeGame, signUpFreshMember } from '../likes-support';
import { attachPhoneScreenshot, coveringElement, tap } from '../../support/phone';

/** Likes on a phone by touch: the new-like modal, liking back into a match, and the swipe game by finger. */

test('a new like opens its modal on a phone; the member likes back from the likes list and has a match', async ({ page }, testInfo) => {
  await signUpFreshMember(page, 'phone-received');
  const autoLike = page.waitForResponse((response) => response.url().includes('/api/auto-like.php'));
  await page.goto('/likes?t=1');
  const liker = ((await (await autoLike).json()) as { profile: { id: number; name: string } | null }).profile;
  expect(liker, 'the seed has members to auto-like with').not.toBeNull();
  const modal = page.getByRole('dialog', { name: `${liker!.name} vindt jou leuk!` });
  await expect(modal).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'new-like-modal');
  await tap(modal.getByRole('button', { name: 'Sluiten' }).first());
  await expect(modal).toBeHidden();

  const heart = page.getByRole('button', { name: `${liker!.name} liken`, exact: true });
  const card = page.getByRole('list', { name: 'Leden die jou leuk vinden' }).getByRole('listitem').filter({ has: heart });
  await tap(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('Match', { exact: true })).toBeVisible();
  await tap(page.getByRole('navigation', { name: 'Likes', exact: true }).getByRole('link', { name: 'Matches 1' }));
  await expect(page).toHaveURL(/\/likes\/matches$/);
  await expect(
    page.getByRole('list', { name: 'Jullie vinden elkaar leuk' }).getByRole('link', { name: `Chat met ${liker!.name}` }),
  ).toBeVisible();
});

/**
 * A finger from `from` across `dx` px, in ten quick moves, as Chromium receives a real touch. Straight
 * sideways on purpose: that is the flick after which Chrome used to swallow the next tap (the Like button).
 */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', from.x + (step * dx) / 10, from.y);
  await touch('touchEnd', from.x + dx, from.y);
}

test('a finger swiping the card to the right likes the member; the Like button likes the next', async ({ page }, testInfo) => {
  const card = await openSwipeGame(page, 'phone-swipe');
  const first = Number(await card.getAttribute('data-profile-id'));
  const box = (await card.boundingBox())!;
  const liked = page.waitForResponse((response) => response.url().includes('/api/like.php'));
  await swipe(page, { x: box.x + box.width * 0.2, y: box.y + box.height / 2 }, box.width * 0.6);
  expect((await liked).ok()).toBe(true);
  await expect(page.getByTestId('swipes-left')).toHaveText('Nog 3 likes vandaag');
  await expect(page.getByRole('article')).not.toHaveAttribute('data-profile-id', String(first));

  const second = Number(await page.getByRole('article').getAttribute('data-profile-id'));
  // A person taps once the next card has settled: the button is disabled while the first like is finishing.
  const likeButton = page.getByRole('button', { name: 'Like', exact: true });
  await expect(likeButton).toBeEnabled();
  // The new member's confirm-your-e-mail banner pushes the page down: the buttons still sit above the tab bar.
  expect(await coveringElement(likeButton)).toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await tap(likeButton);
  await expect(page.getByTestId('swipes-left')).toHaveText('Nog 2 likes vandaag');
  await attachPhoneScreenshot(page, testInfo, 'swipe-game');
  expect((await likedIds(page)).sort()).toEqual([first, second].sort());
});
