import { expect, test } from '@playwright/test';
import { attachPhoneScreenshot, tap } from '../../support/phone';
import { freshLiker, superLikeByApi } from '../super-like-support';

/** Super likes on a 390 px phone by touch: the highlighted card, the star under it, and the price on its label. */
test('on a phone a member sees who super liked her and taps the star to super like back', async ({ browser }, testInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const him = await freshLiker(browser, 'male', 'phone-him');
  const her = await freshLiker(browser, 'female', 'phone-her', { viewport, isMobile, hasTouch, deviceScaleFactor });
  await superLikeByApi(him.page, her.id);

  const page = her.page;
  await page.goto('/swipe-game');
  const modal = page.getByRole('dialog', { name: `${him.name} gaf je een superlike!` });
  await expect(modal).toBeVisible();
  await attachPhoneScreenshot(page, testInfo, 'super-like-modal');
  await tap(modal.getByRole('button', { name: 'Later' }));

  const top = page.getByRole('article');
  await expect(top).toHaveAttribute('data-profile-id', String(him.id));
  await expect(top.getByTestId('super-liked-me')).toBeVisible();
  const star = page.getByRole('button', { name: 'Superlike (10 credits)' });
  await expect(star).toBeInViewport();
  await attachPhoneScreenshot(page, testInfo, 'super-liked-card');
  await tap(star);
  await expect(page.getByRole('dialog', { name: 'Het is een match!' })).toBeVisible();
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } };
  expect(user.credits).toBe(0);
  await him.page.context().close();
  await her.page.context().close();
});
