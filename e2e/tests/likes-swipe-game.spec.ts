import { expect, test } from '@playwright/test';
import { CLIENT, signUpFreshMember } from './likes-support';

test('the swipe game allows 4 likes a day, then says so and when it resets', async ({ page }) => {
  await signUpFreshMember(page, 'swipe');
  // Use up this member's auto-like first, so the new-like modal does not cover the game.
  expect((await page.request.get('/api/auto-like.php', { headers: CLIENT })).ok()).toBe(true);

  await page.goto('/swipe-game');
  const left = page.getByTestId('swipes-left');
  await expect(left).toHaveText('Nog 4 likes vandaag');

  const liked: string[] = [];
  for (const expected of ['Nog 3 likes vandaag', 'Nog 2 likes vandaag', 'Nog 1 like vandaag', 'Geen likes meer vandaag']) {
    const card = page.getByRole('article');
    await expect(card).toBeVisible();
    liked.push((await card.getByRole('heading', { level: 2 }).textContent()) ?? '');
    // Alternate the button and the keyboard.
    if (liked.length % 2 === 1) await card.getByRole('button', { name: 'Like', exact: true }).click();
    else await page.keyboard.press('ArrowRight');
    await expect(left).toHaveText(expected);
  }

  await expect(page.getByText(/Je hebt je 4 likes van vandaag gebruikt\. Vanaf .+ kun je weer liken\./)).toBeVisible();
  await expect(page.getByRole('article').getByRole('button', { name: 'Like', exact: true })).toBeDisabled();

  // The server agrees: a fifth swipe like is refused with the reset time.
  const next = await page.getByRole('article').getAttribute('data-profile-id');
  const refused = await page.request.post('/api/like.php?source=swipe', { headers: CLIENT, data: { profile_id: Number(next) } });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({ error: 'swipe_limit', params: { limit: 4 } });

  // Passing still works, and the four likes are in the given tab.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('article')).not.toHaveAttribute('data-profile-id', next ?? '');
  await page.goto('/likes/given');
  await expect(page.getByRole('tab', { name: 'Gegeven (4)' })).toBeVisible();
});
