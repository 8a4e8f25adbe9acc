import { expect, test } from '@playwright/test';
import { DEMO, memberPage } from './chat-support';

test('deleting a chat removes its row at once, and it stays gone after a reload', async ({ browser }) => {
  const demo = await memberPage(browser, DEMO);
  const { page } = demo;
  await page.goto('/chats');
  const list = page.getByRole('list', { name: 'Gesprekken' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const last = rows.last();
  const removeButton = last.getByRole('button', { name: /^Gesprek met .* verwijderen$/ });
  const label = (await removeButton.getAttribute('aria-label')) ?? '';
  const deleted = page.waitForResponse((response) => response.url().includes('/api/chat.php') && response.request().method() === 'DELETE');
  await removeButton.click();
  await expect(rows).toHaveCount(count - 1);
  expect((await deleted).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('button', { name: label })).toHaveCount(0);
  await page.context().close();
});
