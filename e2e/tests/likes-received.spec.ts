import { expect, test } from '@playwright/test';
import { signUpFreshMember } from './likes-support';

test('a member gets an auto-like after ?t= seconds, sees it among the received likes and in the menu badge, likes back and has a match', async ({
  page,
}, testInfo) => {
  await signUpFreshMember(page, 'received');
  const autoLike = page.waitForResponse((response) => response.url().includes('/api/auto-like.php'));
  await page.goto('/likes?t=1');
  const views = page.getByRole('navigation', { name: 'Likes', exact: true });
  await expect(views.getByRole('link', { name: 'Ontvangen 0' })).toHaveAttribute('aria-current', 'page');

  const liker = ((await (await autoLike).json()) as { profile: { id: number; name: string } | null }).profile;
  expect(liker, 'the seed has members to auto-like with').not.toBeNull();
  const modal = page.getByRole('dialog', { name: `${liker!.name} vindt jou leuk!` });
  await expect(modal).toBeVisible();
  // The focus starts on the answer, not on the photo.
  await expect(modal.getByRole('button', { name: 'Like terug en stuur een bericht' })).toBeFocused();
  await testInfo.attach('new-like-modal-1280', { body: await page.screenshot(), contentType: 'image/png' });
  // The delay query is removed once it has been used.
  await expect(page).toHaveURL(/\/likes$/);
  await modal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(modal).toBeHidden();

  // Likes reload 500 ms after the auto-like: the liker is a new received like.
  const received = page.getByRole('list', { name: 'Leden die jou leuk vinden' });
  const heart = page.getByRole('button', { name: `${liker!.name} liken`, exact: true });
  const card = received.getByRole('listitem').filter({ has: heart });
  await expect(card).toBeVisible();
  await expect(card.getByText('Nieuw')).toBeVisible();
  await expect(views.getByRole('link', { name: 'Ontvangen 1' })).toBeVisible();
  // The top bar's likes link carries the new-likes badge, spoken as part of the link's name.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByTestId('likes-badge')).toHaveText('1');

  await expect(card.getByRole('link', { name: new RegExp(`^${liker!.name}, \\d+`) })).toHaveAttribute('href', `/members/${liker!.id}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('Match', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Chat met ${liker!.name}` })).toHaveAttribute('href', `/members/${liker!.id}/chat`);
  await testInfo.attach('likes-received-1280', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  await views.getByRole('link', { name: 'Matches 1' }).click();
  await expect(page).toHaveURL(/\/likes\/matches$/);
  await expect(views.getByRole('link', { name: 'Matches 1' })).toHaveAttribute('aria-current', 'page');
  const matches = page.getByRole('list', { name: 'Jullie vinden elkaar leuk' });
  await expect(matches.getByRole('link', { name: `Chat met ${liker!.name}` })).toBeVisible();
});
