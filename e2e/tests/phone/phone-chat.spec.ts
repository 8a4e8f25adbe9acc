import { expect, test, type Page } from '@playwright/test';
import { activatedFreshMember, CLIENT, composer, seeNewestPicture, sendTextByApi, thread } from '../chat-support';
import { attachPhoneScreenshot, coveringElement, phonePage, tap } from '../../support/phone';
import { makePng } from '../profile-support';
import { buyCreditsOnPhone } from './phone-shop';

/** A conversation on two phones, by touch: an opener, a photo, a gift; then delete and block. */

const chatRows = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem').filter({ hasText: name });

test('two members chat on phones: an icebreaker, a photo and a gift by touch, then one deletes a chat and the other blocks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const anna = await activatedFreshMember(page, 'phone-anna');
  // The sign-up credits pay for two messages; a photo and a gift need more.
  await buyCreditsOnPhone(page, 120);
  const beaPage = await phonePage(browser);
  const bea = await activatedFreshMember(beaPage, 'phone-bea');

  // Anna opens a new conversation from Bea's profile: the empty thread offers openers.
  await page.goto(`/members/${bea.id}/chat`);
  const field = composer(page, bea.name);
  await expect(field).toBeVisible();
  await tap(page.getByRole('list', { name: 'Openingszinnen' }).getByRole('button').first());
  await expect(field).not.toHaveValue('');
  const opener = await field.inputValue();
  // The composer is the kit's bottom bar: its send button is never under anything.
  expect(await coveringElement(page.getByRole('button', { name: 'Versturen', exact: true }))).toBeNull();
  await tap(page.getByRole('button', { name: 'Versturen', exact: true }));
  await expect(thread(page, bea.name).getByText(opener)).toBeVisible();
  await expect(page).toHaveURL(/\/chats\/\d+$/);

  // Typing: the field is tapped (on a phone the keyboard opens; the emulated one has none to draw).
  await tap(field);
  await field.fill('Hoi Bea, hoe gaat het?');
  await attachPhoneScreenshot(page, testInfo, 'conversation-typing');
  await tap(page.getByRole('button', { name: 'Versturen', exact: true }));
  await expect(thread(page, bea.name).getByText('Hoi Bea, hoe gaat het?')).toBeVisible();

  // A photo through the phone's chooser, and a gift from the picker.
  const chooser = page.waitForEvent('filechooser');
  await tap(page.locator('label', { hasText: 'Foto versturen' }));
  await (await chooser).setFiles({ name: 'zon.png', mimeType: 'image/png', buffer: await makePng(64) });
  await expect(thread(page, bea.name).getByRole('img', { name: 'Foto in het gesprek' }).last()).toHaveAttribute('src', /chat-image\.php/);
  await tap(page.getByRole('button', { name: 'Cadeau versturen' }));
  const gift = page
    .getByRole('dialog', { name: 'Kies een cadeau' })
    .getByRole('button', { name: /credit/ })
    .first();
  const giftName = ((await gift.getAttribute('aria-label')) ?? '').split(',')[0];
  await tap(gift);
  await expect(thread(page, bea.name).getByText(`Cadeau: ${giftName}`).last()).toBeVisible();

  // Bea opens it from her list by touch and sees all three.
  await beaPage.goto('/chats');
  await tap(chatRows(beaPage, anna.name).getByRole('link').first());
  await expect(thread(beaPage, anna.name).getByText(opener)).toBeVisible();
  await seeNewestPicture(thread(beaPage, anna.name), tap);
  await expect(thread(beaPage, anna.name).getByText(`Cadeau: ${giftName}`).last()).toBeVisible();

  // Bea also writes to another member (through the API: writing by touch is above), then deletes that
  // conversation from her list by touch.
  const other = await beaPage.request.get('/api/members.php?per_page=5', { headers: CLIENT });
  // Not Anna: the newest members come first, and she signed up a moment ago.
  const otherMember = ((await other.json()) as { profiles: { id: number; name: string }[] }).profiles.find(
    (profile) => profile.id !== anna.id,
  )!;
  await sendTextByApi(beaPage, otherMember.id, 'Hallo daar');
  await tap(beaPage.getByRole('link', { name: 'Terug naar je gesprekken' }));
  // A message sent from elsewhere shows in the list after a reload.
  await beaPage.reload();
  await expect(chatRows(beaPage, otherMember.name)).toHaveCount(1);
  await expect(chatRows(beaPage, anna.name)).toHaveCount(1);
  await tap(chatRows(beaPage, otherMember.name).getByRole('button', { name: /^Gesprek met .* verwijderen$/ }));
  await expect(chatRows(beaPage, otherMember.name)).toHaveCount(0);
  await expect(chatRows(beaPage, anna.name)).toHaveCount(1);

  // Anna blocks Bea from the conversation's More menu: the chat leaves both lists, Bea's live.
  await tap(page.getByRole('main').getByRole('button', { name: 'Meer' }));
  await tap(page.getByRole('menuitem', { name: `${bea.name} blokkeren` }));
  await expect(page).toHaveURL(/\/chats$/);
  await expect(chatRows(page, bea.name)).toHaveCount(0);
  await expect(chatRows(beaPage, anna.name)).toHaveCount(0);
  await beaPage.context().close();
});
