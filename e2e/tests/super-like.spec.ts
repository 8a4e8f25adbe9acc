import { expect, test } from '@playwright/test';
import { openSwipeGame } from './likes-support';
import { freshLiker, superLikeByApi } from './super-like-support';

/**
 * A super like from both sides: the receiver sees it in the new-like modal, the likes tab and on the swipe card
 * (first in the stack); dragging that card up answers with a super like of her own, paid from her sign-up
 * credits, which makes a match and shows on her credit statement.
 */
test('a super like is highlighted for the receiver, who swipes up to super like back and sees it on her statement', async ({ browser }) => {
  const him = await freshLiker(browser, 'male', 'him');
  const her = await freshLiker(browser, 'female', 'her');
  expect(await superLikeByApi(him.page, her.id)).toBe(0);

  const page = her.page;
  await page.goto('/likes');
  const modal = page.getByRole('dialog', { name: `${him.name} gaf je een superlike!` });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('new-like-super')).toHaveText('Superlike');
  await modal.getByRole('button', { name: 'Later' }).click();
  const card = page.getByRole('list', { name: 'Leden die jou leuk vinden' }).getByRole('listitem').filter({ hasText: him.name });
  await expect(card.getByTestId('super-like-badge')).toHaveText('Superlike');

  // Client-side to the game (the modal asks once per page load): his card comes first, highlighted.
  await page.evaluate(() => {
    history.pushState({}, '', '/swipe-game');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const top = page.getByRole('article');
  await expect(top).toHaveAttribute('data-profile-id', String(him.id));
  await expect(top.getByTestId('super-liked-me')).toHaveText(`${him.name} gaf je een superlike`);
  await expect(page.getByRole('button', { name: 'Superlike (10 credits)' })).toBeVisible();
  await top.evaluate((element) => element.scrollIntoView({ block: 'center' }));

  const box = (await top.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - box.width * 0.5, { steps: 8 });
  await expect(top.getByTestId('swipe-stamp')).toHaveText('SUPERLIKE');
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Het is een match!' })).toBeVisible();
  await expect(page.getByTestId('swipe-announcement')).toHaveText(`Je hebt ${him.name} een superlike gegeven.`);

  await page.goto('/credits/statement');
  const rows = page.getByRole('list', { name: 'Bij- en afschrijvingen' }).getByRole('listitem');
  await expect(rows.nth(0).getByRole('link', { name: `Superlike aan ${him.name}` })).toHaveAttribute('href', `/members/${him.id}`);
  await expect(rows.nth(0)).toContainText('saldo 0');
  await expect(rows.nth(1)).toContainText('Welkomstcadeau');
  await him.page.context().close();
  await her.page.context().close();
});

test('undoing the last swipe brings the passed card back for 5 credits, and says so when the credits run out', async ({ page }) => {
  const card = await openSwipeGame(page, 'undo');
  const passed = (await card.getAttribute('data-profile-id')) ?? '';
  const top = page.getByRole('article');
  const undo = page.getByRole('button', { name: 'Laatste swipe terugdraaien (5 credits)' });
  /** Passes the top card and waits until the next one is on top (the pass is sent after the fly-out). */
  const passTop = async () => {
    await page.getByRole('button', { name: 'Overslaan' }).click();
    await expect(top).not.toHaveAttribute('data-profile-id', passed);
  };
  await passTop();
  await undo.click();
  await expect(top).toHaveAttribute('data-profile-id', passed);
  await passTop();
  await undo.click();
  await expect(top).toHaveAttribute('data-profile-id', passed);
  // The sign-up credits (10) paid two undos: the third is refused with the way to the credits.
  await passTop();
  await undo.click();
  await expect(page.getByText('Terugdraaien kost 5 credits. Je hebt er niet genoeg.')).toBeVisible();
  await page.goto('/credits/statement');
  const rows = page.getByRole('list', { name: 'Bij- en afschrijvingen' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Swipe teruggedraaid');
  await expect(rows.nth(0)).toContainText('saldo 0');
});
