import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoAndFreshMember, sendTextByApi } from './chat-support';

/**
 * Where the credits went: the credits page leads to the statement, which lists the sign-up gift and a message
 * with the running balance, links the message to its conversation, and downloads the whole statement as CSV.
 */
test('the credit statement lists the sign-up gift and a paid message, links the chat and downloads as CSV', async ({ page, browser }) => {
  const demo = await demoAndFreshMember(page, browser, 'statement');
  const { conversation, credits } = await sendTextByApi(page, demo.id, 'Hallo!');

  await page.goto('/credits');
  await page.getByRole('link', { name: 'Waar zijn mijn credits gebleven? Bekijk je creditoverzicht' }).click();
  await expect(page).toHaveURL(/\/credits\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creditoverzicht' })).toBeVisible();
  await expect(page.getByText(`Saldo nu: ${credits} credits`)).toBeVisible();
  const rows = page.getByRole('list', { name: 'Bij- en afschrijvingen' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`saldo ${credits}`);
  await expect(rows.nth(1)).toContainText('Welkomstcadeau');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download als CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('date,type,credits,balance,member,link');
  expect(lines[1]).toContain(`,message,`);
  expect(lines[1]).toContain(`/chats/${conversation}`);
  expect(lines[2]).toContain(',signup_gift,');

  await rows
    .nth(0)
    .getByRole('link', { name: `Bericht aan ${demo.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
});
