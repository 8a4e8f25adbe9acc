import { expect, test } from '@playwright/test';
import { composer, DEMO, DEMO2, memberPage, seeNewestPicture, thread } from './chat-support';
import { makePng } from './profile-support';

test('two members write text, a photo and a gift; the unread row is bold with a count until it is opened', async ({ browser }) => {
  const anna = await memberPage(browser, DEMO);
  const bea = await memberPage(browser, DEMO2);

  // Anna opens the conversation with Bea from the profile's chat link (it exists: the seed matched them).
  await anna.page.goto(`/members/${bea.id}/chat`);
  await expect(anna.page).toHaveURL(/\/chats\/\d+$/);
  const hello = `Hallo Bea ${Date.now()}`;
  await composer(anna.page, bea.name).fill(hello);
  await composer(anna.page, bea.name).press('Enter');
  await expect(thread(anna.page, bea.name).getByText(hello)).toBeVisible();
  await expect(anna.page.getByText('Wordt verstuurd…')).toHaveCount(0);
  await expect(thread(anna.page, bea.name).getByText(hello).locator('xpath=ancestor::li[1]')).toContainText('Verstuurd');

  // Bea's list shows the conversation on top, unread, with the text as preview.
  await bea.page.goto('/chats');
  const row = bea.page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').first();
  await expect(row).toContainText(anna.name);
  await expect(row).toContainText(hello);
  await expect(row.getByLabel(/ongelezen bericht/)).toBeVisible();
  await row.getByRole('link').click();
  await expect(thread(bea.page, anna.name).getByText(hello)).toBeVisible();

  // Bea answers with a photo (a real PNG made here) and a gift from the catalogue.
  await bea.page.getByTestId('image-input').setInputFiles({ name: 'zon.png', mimeType: 'image/png', buffer: await makePng(64) });
  await expect(thread(bea.page, anna.name).getByRole('img', { name: 'Foto in het gesprek' }).last()).toHaveAttribute(
    'src',
    /chat-image\.php/,
  );
  await bea.page.getByRole('button', { name: 'Cadeau versturen' }).click();
  const picker = bea.page.getByRole('dialog', { name: 'Kies een cadeau' });
  const gift = picker.getByRole('button', { name: /credit/ }).first();
  const giftName = ((await gift.getAttribute('aria-label')) ?? '').split(',')[0];
  await gift.click();
  await expect(thread(bea.page, anna.name).getByText(`Cadeau: ${giftName}`).last()).toBeVisible();

  // Back in the list, the opened conversation has no unread count any more.
  await bea.page.getByRole('link', { name: 'Terug naar je gesprekken' }).click();
  await expect(
    bea.page
      .getByRole('list', { name: 'Gesprekken' })
      .getByRole('listitem')
      .first()
      .getByLabel(/ongelezen bericht/),
  ).toHaveCount(0);

  // Anna sees both in her conversation.
  await anna.page.reload();
  await seeNewestPicture(thread(anna.page, bea.name));
  await expect(thread(anna.page, bea.name).getByText(`Cadeau: ${giftName}`).last()).toBeVisible();

  await anna.page.context().close();
  await bea.page.context().close();
});
