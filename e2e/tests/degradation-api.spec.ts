import { expect, test } from '@playwright/test';
import { DegradableSite } from '../support/degradable-site';
import { CLIENT_HEADERS } from '../support/member-session';
import {
  apiDownNotice,
  DEMO,
  DEMO2,
  expectProfileSavesAfterRecovery,
  expectSameDocument,
  markDocument,
  memberPageOn,
  memberProfile,
  journeysOnOwnSite,
  openProfileForm,
  RECOVERY_TIMEOUT,
  visitorPage,
} from './degradation-support';

/**
 * The API process stops and starts again while a visitor and a member browse. These journeys run on a site
 * of their own (own API, database and gateway; the remotes are shared), so stopping its API disturbs no
 * other journey.
 */
const site = new DegradableSite();

journeysOnOwnSite(site);

test('the gateway answers for a stopped API with 502 and the JSON error shape', async ({ request }) => {
  await site.stopApi();
  const response = await request.get(`${site.origin}/api/settings.php`, { headers: CLIENT_HEADERS });
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ error: 'upstream_unavailable', message: expect.any(String) });
});

test('a visitor arriving while the API is down sees the site frame, the static pages and the message; it recovers by itself', async ({
  browser,
}) => {
  await site.stopApi();
  const page = await visitorPage(browser, site);
  const response = await page.goto('/terms');
  expect(response?.status()).toBe(200);

  // The frame and a page that needs no API.
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();
  await expect(page.getByRole('link', { name: /naar de startpagina/ })).toBeVisible();
  // Where content needs the API: the translated message with a retry.
  await expect(apiDownNotice(page)).toContainText('De site is tijdelijk niet bereikbaar');
  await expect(apiDownNotice(page)).toContainText('We blijven het proberen');
  await markDocument(page);

  // A retry while it is still down keeps the message.
  await apiDownNotice(page).getByRole('button', { name: 'Nu opnieuw proberen' }).click();
  await expect(apiDownNotice(page)).toBeVisible();

  // Other pages still open inside the frame.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeVisible();
  await expect(apiDownNotice(page)).toBeVisible();
  await markDocument(page);

  await site.startApi();
  // No click: the backoff finds the API, the message goes and the page fills in, in the same document.
  await expect(apiDownNotice(page)).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
  const { name } = (await (await page.request.get('/api/settings.php', { headers: CLIENT_HEADERS })).json()) as { name: string };
  await expect(page.locator('[data-route-id="pages-faq"]')).toContainText(name);
  await expectSameDocument(page);
  await page.context().close();
});

test('the last good settings render the site while the API is down on the next visit', async ({ browser }) => {
  const page = await visitorPage(browser, site);
  await page.goto('/terms');
  const { name } = (await (await page.request.get('/api/settings.php', { headers: CLIENT_HEADERS })).json()) as { name: string };
  await expect(page.locator('[data-route-id="pages-terms"]')).toContainText(name);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('shell.lastGoodSettings.'))))
    .toBe(true);

  await site.stopApi();
  await page.reload();
  await expect(apiDownNotice(page)).toBeVisible();
  // The site's own name, from the copy this browser kept, not "onbekend".
  await expect(page.locator('[data-route-id="pages-terms"]')).toContainText(name);
  await page.context().close();
});

test('a member whose message fails to send keeps it, stays logged in, and sends it once the API is back', async ({ browser }) => {
  const bea = await memberProfile(browser, site, DEMO2);
  const anna = await memberPageOn(browser, site, DEMO);

  await anna.goto(`/members/${bea.id}/chat`);
  await expect(anna).toHaveURL(/\/chats\/\d+$/);
  const composer = anna.getByRole('textbox', { name: `Bericht aan ${bea.name}` });
  const thread = anna.getByRole('list', { name: `Berichten met ${bea.name}` });
  await expect(composer).toBeEnabled();
  await markDocument(anna);

  await site.stopApi();
  const text = `Ben je er nog? ${Date.now()}`;
  await composer.fill(text);
  await composer.press('Enter');
  // The message stays, marked as not sent with the translated reason, and the site says the API is away.
  const bubble = thread.getByText(text).locator('xpath=ancestor::li[1]');
  await expect(bubble).toContainText('Niet verstuurd');
  await expect(bubble).toContainText('De site is even niet bereikbaar');
  await expect(apiDownNotice(anna)).toBeVisible();
  // A second draft typed while the API is down stays in the composer.
  const draft = 'Dit typ ik terwijl de site weg is';
  await composer.fill(draft);

  await site.startApi();
  await expect(apiDownNotice(anna)).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
  await expect(composer).toHaveValue(draft);
  await bubble.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(thread.getByText(text).locator('xpath=ancestor::li[1]')).toContainText('Verstuurd');
  await expectSameDocument(anna);
  // Still logged in: the API never said authentication_required.
  const session = (await (await anna.request.get('/api/user.php')).json()) as { user: { email?: string } | null };
  expect(session.user).not.toBeNull();
  await anna.context().close();
});

test('a profile edit that fails to save keeps what the member typed and saves after recovery', async ({ browser }) => {
  const { page, about, save } = await openProfileForm(browser, site);

  await site.stopApi();
  const text = `Ik wandel graag, ook als de site even weg is. ${Date.now()}`;
  await about.fill(text);
  await save.click();
  // The save retries a few seconds (an idempotent PUT), then says what went wrong where the member acted.
  await expect(page.getByRole('alert').filter({ hasText: 'De site is even niet bereikbaar' })).toBeVisible({ timeout: 20_000 });
  await expect(about).toHaveValue(text);
  // Not logged out: the profile form is still there, with the member's own menu.
  await expect(page.getByLabel('Over mij')).toBeVisible();

  await site.startApi();
  await expect(apiDownNotice(page)).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
  await expectProfileSavesAfterRecovery(page, text);
});
