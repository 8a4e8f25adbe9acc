import { expect, test, type Page } from '@playwright/test';
import { CLIENT, freshMember, sendTextByApi } from './chat-support';

/** The likes page's "Received N" tab; with `count`, only when it shows that number. */
const receivedTab = (page: Page, count?: number) =>
  page
    .getByRole('navigation', { name: 'Likes', exact: true })
    .getByRole('link', { name: count === undefined ? /^Ontvangen \d+/ : `Ontvangen ${count}` });

const menuLink = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name });

/** Marks the document, so the journey can show that every later page was reached without loading a new one. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a block made in a conversation clears the member from the search, the profile, the likes and the chats at once', async ({
  browser,
}) => {
  const anna = await freshMember(browser, 'everywhere-anna');
  const bea = await freshMember(browser, 'everywhere-bea');
  // Bea likes Anna and Anna writes to Bea: Bea is in Anna's received likes and in her chat list.
  const liked = await bea.page.request.post('/api/like.php', { headers: CLIENT, data: { profile_id: anna.id } });
  expect(liked.status(), await liked.text()).toBe(200);
  await sendTextByApi(anna.page, bea.id, 'Hoi Bea');

  // Anna looks at the search (newest activity first: Bea is on the first page), her likes and Bea's
  // profile, so each of those views is in the page's cache before the block.
  const page = anna.page;
  await page.goto('/members');
  await markDocument(page);
  const results = page.getByRole('list', { name: 'Leden zoeken' });
  const beaInResults = results.getByRole('link', { name: new RegExp(bea.name) });
  await expect(beaInResults.first()).toBeVisible();

  await menuLink(page, /^Likes/).click();
  const received = page.getByRole('list', { name: 'Leden die jou leuk vinden' });
  const beaInLikes = received.getByRole('link', { name: new RegExp(`^${bea.name}, \\d+`) });
  await expect(beaInLikes).toBeVisible();
  const receivedBefore = Number((await receivedTab(page).textContent())?.replace(/\D/g, ''));
  await beaInLikes.click();
  await expect(page).toHaveURL(new RegExp(`/members/${bea.id}$`));
  await expect(page.getByText(`${bea.name} vindt jou leuk!`)).toBeVisible();

  // Anna blocks Bea from their conversation's More menu and is taken back to her list, without the chat.
  await menuLink(page, /Berichten/).click();
  const chats = page.getByRole('list', { name: 'Gesprekken' });
  await chats.getByRole('listitem').filter({ hasText: bea.name }).getByRole('link').first().click();
  await page.getByRole('main').getByRole('button', { name: 'Meer' }).click();
  await page.getByRole('menuitem', { name: `${bea.name} blokkeren` }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(chats.getByRole('listitem').filter({ hasText: bea.name })).toHaveCount(0);

  // Back on the profile (the browser's Back, twice: the list, whose conversation the block replaced, then
  // the profile; the same page, no reload), Bea shows as blocked.
  await page.goBack();
  await expect(page).toHaveURL(/\/chats$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/members/${bea.id}$`));
  await expect(page.getByText(`Je hebt ${bea.name} geblokkeerd.`)).toBeVisible();
  await expect(page.getByText(`${bea.name} vindt jou leuk!`)).toHaveCount(0);

  // The likes and the search, reached through the menu, ask the API again and no longer show her.
  // (likes.php was asked again at the block already: the top bar's badge reads the same entry.)
  await menuLink(page, /^Likes/).click();
  await expect(page).toHaveURL(/\/likes$/);
  await expect(receivedTab(page, receivedBefore - 1)).toBeVisible();
  await expect(received.getByRole('link', { name: new RegExp(`^${bea.name}, \\d+`) })).toHaveCount(0);

  const searchAsked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/members.php');
  await menuLink(page, 'Leden zoeken').click();
  const answer = (await (await searchAsked).json()) as { profiles: { id: number }[] };
  expect(answer.profiles.map((profile) => profile.id)).not.toContain(bea.id);
  await expect(results.getByRole('listitem')).toHaveCount(answer.profiles.length);
  await expect(beaInResults).toHaveCount(0);

  // All of it happened in the one page Anna opened: the views were cleared by the block, not by a reload.
  expect(await sameDocument(page)).toBe(true);
  await anna.page.context().close();
  await bea.page.context().close();
});
