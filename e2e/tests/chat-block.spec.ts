import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CLIENT, freshMember, sendTextByApi } from './chat-support';

const chatRows = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').filter({ hasText: name });

test('blocking from a conversation removes the chat on both sides, live on the other side, and nobody can write again', async ({
  browser,
}) => {
  const anna = await freshMember(browser, 'block-anna');
  const bea = await freshMember(browser, 'block-bea');
  const { conversation } = await sendTextByApi(anna.page, bea.id, 'Hoi Bea');

  // Bea has the chat in her list, her socket open.
  await bea.page.goto('/chats');
  await expect(chatRows(bea.page, anna.name)).toHaveCount(1);

  // Anna blocks Bea from the conversation's More menu and is taken back to her list, without the chat.
  await anna.page.goto(`/chats/${conversation}`);
  await anna.page.getByRole('main').getByRole('button', { name: 'Meer' }).click();
  await anna.page.getByRole('menuitem', { name: `${bea.name} blokkeren` }).click();
  await expect(anna.page).toHaveURL(/\/chats$/);
  await expect(chatRows(anna.page, bea.name)).toHaveCount(0);

  // Bea's row disappears without a reload (the chat_removed event), and stays gone after one.
  await expect(chatRows(bea.page, anna.name)).toHaveCount(0);
  await bea.page.reload();
  await expect(bea.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatRows(bea.page, anna.name)).toHaveCount(0);

  // Neither can write to the other any more.
  for (const [from, to] of [
    [bea, anna],
    [anna, bea],
  ] as const) {
    const refused = await from.page.request.post('/api/chat.php', {
      headers: CLIENT,
      data: { profile: to.id, kind: 'text', text: 'Nog een keer', client_id: randomUUID() },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('member_blocked');
  }
  await anna.page.context().close();
  await bea.page.context().close();
});
