import { expect, test } from '@playwright/test';
import { freshMember } from './chat-support';
import { awaitVisitors, becomePremium, viewProfile } from './visitors-support';

/**
 * Who viewed me: member A opens B's profile; B opens the Visitors tab of the likes. As a free member B sees
 * how many and a blurred tile (A's name is nowhere on the page); once premium (a first purchase) B sees A,
 * with a link to A's profile.
 */
test('a free member sees a count and blurred visitors; after a purchase she sees who viewed her', async ({ browser }) => {
  const viewer = await freshMember(browser, 'visitor-a');
  const viewed = await freshMember(browser, 'visitor-b');
  await viewProfile(viewer.page, viewed.id, viewed.name);
  await awaitVisitors(viewed.page, 1);

  const page = viewed.page;
  await page.goto('/likes');
  await page.getByRole('navigation', { name: 'Likes' }).getByRole('link', { name: 'Bezoekers' }).click();
  await expect(page).toHaveURL(/\/likes\/visitors$/);
  await expect(page.getByText('1 lid heeft de afgelopen 30 dagen je profiel bekeken.')).toBeVisible();
  await expect(page.getByTestId('visitor-blurred')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Word premium' })).toHaveAttribute('href', '/premium');
  await expect(page.getByText(viewer.name)).toHaveCount(0);

  await becomePremium(page);
  await page.goto('/likes/visitors');
  const list = page.getByRole('list', { name: 'Leden die je profiel bekeken' });
  const card = list.getByRole('listitem').filter({ hasText: viewer.name });
  await expect(card.getByRole('link', { name: new RegExp(`^${viewer.name}`) })).toHaveAttribute('href', `/members/${viewer.id}`);
  await expect(card.getByText(/^Bekeek je op /)).toBeVisible();
  await expect(page.getByTestId('visitor-blurred')).toHaveCount(0);
  await viewer.page.context().close();
  await viewed.page.context().close();
});
