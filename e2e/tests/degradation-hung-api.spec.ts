import { expect, test, type Page } from '@playwright/test';
import { DegradableSite } from '../support/degradable-site';
import { CLIENT_HEADERS } from '../support/member-session';
import {
  apiDownNotice,
  DEMO,
  expectProfileSavesAfterRecovery,
  expectSameDocument,
  markDocument,
  memberPageOn,
  journeysOnOwnSite,
  openProfileForm,
  RECOVERY_TIMEOUT,
  visitorPage,
} from './degradation-support';

/**
 * A hung API (frozen with SIGSTOP: connections accepted, never answered), the common fault of an overloaded
 * or deadlocked process or a frozen host. Every wait is bounded (the gateway's 10 s for a call, the kit's 5 s
 * for what the first paint waits on, 12 s for other calls), so the member sees what a stopped API shows:
 * the frame, static pages, the notice with a retry, and recovery without a reload once the API goes on.
 * The `timeout`s below are those bounds plus slack: a page held for ever fails them.
 */
const site = new DegradableSite({ gatewayPort: 8192, apiPort: 8193 });

/** The kit's bound for what the first paint waits on (5 s), the shell's 3 s settings wait, and slack for a loaded machine. */
const FIRST_PAINT_BOUND = 12_000;
/** A call's bound at the gateway (10 s) or in the kit (12 s), and slack. */
const CALL_BOUND = 20_000;

journeysOnOwnSite(site);
test.afterEach(() => {
  site.thawApi();
});

/** Logs how long a fault took to show or to recover from: the figures of the faults table. */
function measured(what: string, since: number): void {
  console.log(`[faults] ${what}: ${Date.now() - since} ms`);
}

async function thawAndRecover(page: Page): Promise<void> {
  const thawed = Date.now();
  site.thawApi();
  await expect(apiDownNotice(page)).toHaveCount(0, { timeout: RECOVERY_TIMEOUT });
  measured('hung API: notice gone after SIGCONT', thawed);
}

test('the gateway answers a call to a hung API with 504 upstream_timeout within its bound', async ({ request }) => {
  site.freezeApi();
  const started = Date.now();
  const response = await request.get(`${site.origin}/api/settings.php`, { headers: CLIENT_HEADERS, timeout: CALL_BOUND });
  measured('hung API: gateway 504', started);
  expect(response.status()).toBe(504);
  expect(await response.json()).toEqual({ error: 'upstream_timeout', message: expect.any(String) });
  site.thawApi();
  const after = await request.get(`${site.origin}/api/settings.php`, { headers: CLIENT_HEADERS });
  expect(after.status()).toBe(200);
});

test('a first-time visitor on the static terms and the home page sees content and the notice, and it recovers by itself', async ({
  browser,
}) => {
  site.freezeApi();
  const page = await visitorPage(browser, site);
  const started = Date.now();
  const response = await page.goto('/terms', { timeout: FIRST_PAINT_BOUND });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible({ timeout: FIRST_PAINT_BOUND });
  measured('hung API: /terms heading', started);
  await expect(apiDownNotice(page)).toContainText('De site is tijdelijk niet bereikbaar', { timeout: FIRST_PAINT_BOUND });
  measured('hung API: /terms notice', started);
  await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();

  const home = Date.now();
  await page.goto('/', { timeout: FIRST_PAINT_BOUND });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_PAINT_BOUND });
  await expect(apiDownNotice(page)).toBeVisible({ timeout: FIRST_PAINT_BOUND });
  measured('hung API: / heading and notice', home);
  await markDocument(page);

  await thawAndRecover(page);
  await expectSameDocument(page);
  await page.context().close();
});

test('a returning member on /members sees the notice instead of an endless wait, and the search fills in after recovery', async ({
  browser,
}) => {
  const page = await memberPageOn(browser, site, DEMO);
  await page.goto('/members');
  const results = page.getByRole('list', { name: 'Leden zoeken' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  site.freezeApi();
  const started = Date.now();
  await page.reload({ timeout: FIRST_PAINT_BOUND });
  await expect(apiDownNotice(page)).toBeVisible({ timeout: FIRST_PAINT_BOUND });
  measured('hung API: /members notice', started);
  await markDocument(page);

  await thawAndRecover(page);
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: RECOVERY_TIMEOUT });
  await expectSameDocument(page);
  // Still logged in: a hung API never ends the session.
  const session = (await (await page.request.get('/api/user.php')).json()) as { user: unknown };
  expect(session.user).not.toBeNull();
  await page.context().close();
});

test('a profile save to a hung API says so within its bound, keeps what was typed, and saves after recovery', async ({ browser }) => {
  const { page, about, save } = await openProfileForm(browser, site);

  site.freezeApi();
  const text = `Bevroren, maar niet vergeten. ${Date.now()}`;
  await about.fill(text);
  const started = Date.now();
  await save.click();
  // The gateway's 504 (10 s) says the site is too slow now; the kit's own bound (12 s) that it is unreachable.
  const saveFailed = page.getByRole('alert').filter({ hasText: /De site reageert nu te traag|De site is even niet bereikbaar/ });
  await expect(saveFailed).toBeVisible({ timeout: CALL_BOUND });
  measured('hung API: profile save error', started);
  await expect(about).toHaveValue(text);

  await thawAndRecover(page);
  await expectProfileSavesAfterRecovery(page, text);
});
