import { expect, test } from '@playwright/test';
import { attachPhoneScreenshot, coveringElement, tap } from '../../support/phone';
import { boosterAndViewer, firstSearchResult } from '../boost-support';
import { buyCreditsOnPhone } from './phone-shop';

/** A boost on a 390 px phone by touch: the confirm with its price, the countdown in the top bar, first in her search. */
test('on a phone a member buys a boost, the top bar counts down, and a woman of his country finds him first', async ({
  browser,
}, testInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const phone = { viewport, isMobile, hasTouch, deviceScaleFactor };
  const { booster, viewer } = await boosterAndViewer(browser, 'phone-boost', phone);
  // The booster's own phone: the helper's context is a desktop one, so the session moves to a phone context.
  const context = await browser.newContext({
    ...phone,
    baseURL: 'http://localhost:8080',
    storageState: await booster.page.context().storageState(),
  });
  const page = await context.newPage();

  await buyCreditsOnPhone(page, 50);
  await page.goto('/profile');
  const start = page.getByRole('button', { name: 'Boost mijn profiel' });
  expect(await coveringElement(start)).toBeNull();
  await tap(start);
  const confirm = page.getByRole('dialog', { name: 'Boost starten?' });
  await expect(confirm).toContainText('Dit kost 30 credits; je hebt er 60.');
  await tap(confirm.getByRole('button', { name: 'Boost voor 30 credits' }));
  const countdown = page.getByTestId('boost-countdown');
  await expect(countdown).toHaveAccessibleName(/^Boost loopt nog (30:00|29:\d\d)$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(countdown).toBeInViewport();
  expect(await coveringElement(countdown)).toBeNull();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await attachPhoneScreenshot(page, testInfo, 'boost-countdown');

  await viewer.page.goto('/members');
  await expect(firstSearchResult(viewer.page)).toContainText(booster.name);
  await attachPhoneScreenshot(viewer.page, testInfo, 'boosted-first');
  await tap(countdown);
  await expect(page).toHaveURL(/\/profile$/);
  await context.close();
  await booster.page.context().close();
  await viewer.page.context().close();
});
