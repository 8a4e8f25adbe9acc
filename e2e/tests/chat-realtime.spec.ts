import { expect, test } from '@playwright/test';
import { composer, DEMO, DEMO2, memberPage, seeNewestPicture, thread, unreadBadge } from './chat-support';
import { makePng } from './profile-support';

test('two members chat in real time: typing shows, text, image and gift arrive live, the unread badge rises and clears', async ({
  browser,
}) => {
  const anna = await memberPage(browser, DEMO);
  const bea = await memberPage(browser, DEMO2);

  // Anna opens (or starts) the conversation with Bea from her profile's chat link.
  await anna.page.goto(`/members/${bea.id}/chat`);
  await expect(composer(anna.page, bea.name)).toBeVisible();
  // Bea waits elsewhere on the site, her socket open.
  await bea.page.goto('/members');
  await expect(bea.page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  // Bea's unread messages before, over all chats and in the one with Anna (the seed leaves some unread).
  const summary = (await (await bea.page.request.get('/api/chats.php')).json()) as {
    total_unread_messages: number;
    chats: Array<{ profile: { id: number }; num_unread_messages: number }>;
  };
  const before = summary.total_unread_messages;
  const fromAnna = summary.chats.find((chat) => chat.profile.id === anna.id)?.num_unread_messages ?? 0;
  await expect.poll(() => unreadBadge(bea.page)).toBe(before);

  const hello = `Hallo Bea ${Date.now()}`;
  await composer(anna.page, bea.name).fill(hello);
  await composer(anna.page, bea.name).press('Enter');
  await expect(thread(anna.page, bea.name).getByText(hello)).toBeVisible();
  await expect(anna.page.getByText('Wordt verstuurd…')).toHaveCount(0);
  // The counts event raises Bea's badge without a reload.
  await expect.poll(() => unreadBadge(bea.page)).toBe(before + 1);

  // Bea opens the conversation from her list: the message is there.
  await bea.page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: /Berichten/ })
    .click();
  // The row that shows the new message (other journeys may have left more chats with a member of that name).
  await bea.page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').filter({ hasText: hello }).getByRole('link').click();
  await expect(thread(bea.page, anna.name).getByText(hello)).toBeVisible();

  // Anna types without sending: Bea sees it under Anna's name in her open conversation.
  await composer(anna.page, bea.name).pressSequentially('Ben je er', { delay: 20 });
  await expect(bea.page.getByText('typt…')).toBeVisible();
  // A second message arrives live in Bea's open conversation, and the typing stops with it.
  await composer(anna.page, bea.name).fill('Ben je er');
  await composer(anna.page, bea.name).press('Enter');
  await expect(thread(bea.page, anna.name).getByText('Ben je er', { exact: true })).toBeVisible();
  await expect(bea.page.getByText('typt…')).toHaveCount(0);

  // Bea answers with a photo (a real PNG made here) and a gift; Anna sees both without a reload.
  await bea.page.getByTestId('image-input').setInputFiles({ name: 'zon.png', mimeType: 'image/png', buffer: await makePng(64) });
  await seeNewestPicture(thread(anna.page, bea.name));
  await bea.page.getByRole('button', { name: 'Cadeau versturen' }).click();
  const picker = bea.page.getByRole('dialog', { name: 'Kies een cadeau' });
  const gift = picker.getByRole('button', { name: /credit/ }).first();
  const giftName = ((await gift.getAttribute('aria-label')) ?? '').split(',')[0];
  await gift.click();
  await expect(thread(anna.page, bea.name).getByText(`Cadeau: ${giftName}`).last()).toBeVisible();

  // Back on her list, Bea's badge has cleared this conversation: what she read live stays read.
  await bea.page.getByRole('link', { name: 'Terug naar je gesprekken' }).click();
  await expect.poll(() => unreadBadge(bea.page)).toBe(before - fromAnna);

  await anna.page.context().close();
  await bea.page.context().close();
});
