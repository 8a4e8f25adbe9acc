import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signUpByApi } from '../support/api-signup';
import { returningVisitor } from '../support/returning-visitor';
import { closeNewLikeModal, CLIENT_HEADERS as CLIENT, DEMO, DEMO2 } from '../support/member-session';

/** Helpers of the chat-* journeys. */

export { CLIENT, DEMO, DEMO2 };

const storageState = returningVisitor();

/** A browser context of its own, logged in through the API as `login`; answers its page and member id. */
export async function memberPage(
  browser: Browser,
  login: { email: string; password: string },
): Promise<{ page: Page; id: number; name: string }> {
  const context = await browser.newContext({ baseURL: 'http://localhost:8080', storageState });
  const page = await context.newPage();
  const response = await page.request.post('/api/user.php', { headers: CLIENT, data: login });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  await closeNewLikeModal(page);
  return { page, id: user.profile.id, name: user.profile.name };
}

/** A new, activated member in a browser context of its own (blocking the demo members would spoil other journeys). */
export async function freshMember(browser: Browser, label: string): Promise<{ page: Page; id: number; name: string }> {
  const context = await browser.newContext({ baseURL: 'http://localhost:8080', storageState });
  const page = await context.newPage();
  await activatedFreshMember(page, label);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  return { page, id: user.profile.id, name: user.profile.name };
}

/** The unread badge on Messages in the top bar (0 when it is not shown). */
export async function unreadBadge(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByTestId('unread-badge');
  return (await badge.count()) === 0 ? 0 : Number((await badge.textContent())?.replace(/\D/g, '') ?? 0);
}

/** The composer's field in the open conversation with `name`. */
export function composer(page: Page, name: string) {
  return page.getByRole('textbox', { name: `Bericht aan ${name}` });
}

/** The thread's message list with `name`. */
export function thread(page: Page, name: string) {
  return page.getByRole('list', { name: `Berichten met ${name}` });
}

interface OutboxMail {
  to: string;
  links: string[];
}

/**
 * Signs up a fresh member through the API and activates the account from the mailed link (an unconfirmed
 * member may not write first), so `page` holds a confirmed member's session with the sign-up credits; answers who
 * the member is.
 */
export async function activatedFreshMember(page: Page, label: string): Promise<{ id: number; name: string; email: string }> {
  const email = `e2e-chat-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpByApi(page.request, {
    email,
    name: `Chatter${Math.random().toString(36).slice(2, 7)}`,
    gender: 'male',
    dateOfBirth: '1989-04-11',
  });
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMail[];
      link = mails.find((mail) => mail.to.includes(email))?.links.find((href) => href.includes('activate.php'));
      return link;
    })
    .toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await closeNewLikeModal(page);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  return { ...user.profile, email };
}

/** Sends a text message through the API as `page`'s member, as the composer would; answers its conversation and the credits left. */
export async function sendTextByApi(page: Page, to: number, text: string): Promise<{ conversation: number; credits: number }> {
  const sent = await page.request.post('/api/chat.php', {
    headers: CLIENT,
    data: { profile: to, kind: 'text', text, client_id: randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { message, credits } = (await sent.json()) as { message: { conversation: number }; credits: number };
  return { conversation: message.conversation, credits };
}

/** The demo member (her id and name, read through a login of its own) and a fresh activated member on `page`. */
export async function demoAndFreshMember(page: Page, browser: Browser, label: string): Promise<{ id: number; name: string }> {
  const demo = await memberPage(browser, DEMO);
  await demo.page.context().close();
  await activatedFreshMember(page, label);
  return { id: demo.id, name: demo.name };
}

/**
 * The newest picture of a thread as its receiver sees it: blurred until the classifier's verdict on it is in (the
 * checker may answer before or after the thread shows it), so the receiver chooses "Toon foto" when it still is.
 * `press` is how the page presses a button (a tap on a phone).
 */
export async function seeNewestPicture(thread: Locator, press: (target: Locator) => Promise<void> = (target) => target.click()) {
  const picture = thread.getByRole('img', { name: 'Foto in het gesprek' }).last();
  const reveal = thread.getByRole('button', { name: 'Toon foto' }).last();
  await expect(picture.or(reveal).last()).toBeVisible();
  // The verdict may unblur it between the look and the press: then the picture is shown without one.
  await expect(async () => {
    if (await reveal.isVisible()) await press(reveal);
    await expect(picture).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
