import { expect, test } from '@playwright/test';
import { freshMember, sendTextByApi, thread } from './chat-support';

test('reactions go live between two members: set from the message menu, shown under the message and in the list', async ({ browser }) => {
  const anna = await freshMember(browser, 'react-anna');
  const otto = await freshMember(browser, 'react-otto');
  const text = `Zin in koffie? ${Date.now()}`;
  const { conversation } = await sendTextByApi(anna.page, otto.id, text);

  // Both have the conversation open, each with a socket.
  await anna.page.goto(`/chats/${conversation}`);
  await expect(thread(anna.page, otto.name).getByText(text)).toBeVisible();
  await otto.page.goto(`/chats/${conversation}`);
  await expect(thread(otto.page, anna.name).getByText(text)).toBeVisible();

  // Otto reacts with a heart from the message's menu, by keyboard.
  await thread(otto.page, anna.name).getByRole('button', { name: 'Reageren of melden' }).focus();
  await otto.page.keyboard.press('Enter');
  const menu = otto.page.getByRole('dialog', { name: 'Reageer op dit bericht' });
  await menu.getByRole('button', { name: 'Reageer met hartje' }).click();
  await expect(menu).toBeHidden();
  await expect(thread(otto.page, anna.name).getByRole('img', { name: 'Jij reageerde met hartje' })).toBeVisible();
  // Anna sees it under her message without a reload.
  await expect(thread(anna.page, otto.name).getByRole('img', { name: `${otto.name} reageerde met hartje` })).toBeVisible();

  // Otto changes it to a laugh: Anna's thread follows; reacting again with it removes it.
  await thread(otto.page, anna.name).getByRole('button', { name: 'Reageren of melden' }).click();
  await menu.getByRole('button', { name: 'Reageer met lachen' }).click();
  await expect(thread(anna.page, otto.name).getByRole('img', { name: `${otto.name} reageerde met lachen` })).toBeVisible();
  await expect(thread(anna.page, otto.name).getByRole('img', { name: `${otto.name} reageerde met hartje` })).toHaveCount(0);

  // Anna's chat list says what happened last.
  await anna.page.getByRole('link', { name: 'Terug naar je gesprekken' }).click();
  const row = anna.page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').filter({ hasText: otto.name });
  await expect(row.getByText(`Reageerde 😂 op: ${text}`)).toBeVisible();

  await thread(otto.page, anna.name).getByRole('button', { name: 'Reageren of melden' }).click();
  await expect(menu.getByRole('button', { name: 'Reageer met lachen' })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'Reageer met lachen' }).click();
  await expect(thread(otto.page, anna.name).getByRole('list', { name: 'Reacties op dit bericht' })).toHaveCount(0);
  // The list follows live: the reaction is gone, the message shows again.
  await expect(row.getByText(`Jij: ${text}`)).toBeVisible();

  await anna.page.context().close();
  await otto.page.context().close();
});
