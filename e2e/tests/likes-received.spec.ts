import { expect, test } from '@playwright/test';
import { signUpFreshMember } from './likes-support';

test('a member gets an auto-like after ?t= seconds, sees it among the received likes and in the menu badge, likes back and has a match', async ({ page }) => {
  await signUpFreshMember(page, 'received');
  const autoLike = page.waitForResponse((response) => response.url().includes('/api/auto-like.php'));
  await page.goto('/likes?t=1');
  await expect(page.getByRole('tab', { name: /Ontvangen \(0\)/ })).toBeVisible();

  const liker = ((await (await autoLike).json()) as { profile: { id: number; name: string } | null }).profile;
  expect(liker, 'the seed has members to auto-like with').not.toBeNull();
  const modal = page.getByRole('dialog', { name: `${liker!.name} vindt jou leuk!` });
  await expect(modal).toBeVisible();
  // The delay query is removed once it has been used.
  await expect(page).toHaveURL(/\/likes$/);
  await modal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(modal).toBeHidden();

  // Likes reload 500 ms after the auto-like: the liker is a new received like.
  const received = page.getByRole('list', { name: 'Leden die jou leuk vinden' });
  const card = received.getByRole('listitem').filter({ has: page.getByRole('link', { name: liker!.name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Nieuw')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Ontvangen \(1\)/ })).toContainText('1');
  // The top bar's likes link carries the new-likes badge, spoken as part of the link's name.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByTestId('likes-badge')).toHaveText('1');

  await card.getByRole('button', { name: `Like ${liker!.name} terug` }).click();
  await expect(card.getByText('Match', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Stuur ${liker!.name} een bericht` })).toHaveAttribute('href', `/members/${liker!.id}/chat`);

  await page.getByRole('tab', { name: 'Matches (1)' }).click();
  await expect(page).toHaveURL(/\/likes\/matches$/);
  await expect(page.getByRole('list', { name: 'Jullie vinden elkaar leuk' }).getByRole('link', { name: liker!.name, exact: true })).toBeVisible();
});
