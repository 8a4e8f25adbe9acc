import { expect, type Page } from '@playwright/test';

import { signUpByApi } from '../support/api-signup';
import { CLIENT_HEADERS as CLIENT } from '../support/member-session';

export { CLIENT };

/**
 * Signs up a fresh man looking for women through the API from the page's context, so the browser holds his
 * session cookie. A fresh member per journey: the auto-like quota and the swipe quota are per member and day.
 */
export async function signUpFreshMember(page: Page, label: string): Promise<{ name: string }> {
  const name = `Liker${label}${Math.random().toString(36).slice(2, 7)}`;
  await signUpByApi(page.request, {
    email: `e2e-likes-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    name,
    gender: 'male',
    dateOfBirth: '1988-03-09',
  });
  return { name };
}

/** A fresh member on the swipe game, with the auto-like used up so the new-like modal does not cover the game. */
export async function openSwipeGame(page: Page, label: string) {
  await signUpFreshMember(page, label);
  expect((await page.request.get('/api/auto-like.php', { headers: CLIENT })).ok()).toBe(true);
  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipes-left')).toHaveText('Nog 4 likes vandaag');
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  // The pointer is not scrolled along: bring the whole card into the viewport first.
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return card;
}

/** The ids of the members this member liked, as the API records them. */
export async function likedIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/likes.php', { headers: CLIENT });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { profiles: { profile: { id: number } }[] }).profiles.map((entry) => entry.profile.id);
}
