import { expect, test } from '@playwright/test';
import { demoAndFreshMember, sendTextByApi } from '../chat-support';
import { attachPhoneScreenshot, tap } from '../../support/phone';

/** The credit statement on a 390 px phone: reached from the credits page by touch, rows readable, no sideways scroll. */
test('a member opens the credit statement from the credits page on a phone and taps through to the chat', async ({
  page,
  browser,
}, testInfo) => {
  const demo = await demoAndFreshMember(page, browser, 'phone-statement');
  const { conversation } = await sendTextByApi(page, demo.id, 'Hallo!');

  await page.goto('/credits');
  await tap(page.getByRole('link', { name: 'Waar zijn mijn credits gebleven? Bekijk je creditoverzicht' }));
  const rows = page.getByRole('list', { name: 'Bij- en afschrijvingen' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Download als CSV' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await attachPhoneScreenshot(page, testInfo, 'credit-statement');
  await tap(rows.nth(0).getByRole('link', { name: `Bericht aan ${demo.name}` }));
  await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
});
