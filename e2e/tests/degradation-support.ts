import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeNewLikeModal, CLIENT_HEADERS, DEMO, DEMO2 } from '../support/member-session';
import type { DegradableSite } from '../support/degradable-site';
import { returningVisitor } from '../support/returning-visitor';

/** Helpers of the degradation-* journeys. */

/**
 * Runs a file's journeys in order on a site of their own, started once: stopping or freezing its API disturbs no
 * other journey. Each journey starts with the API running.
 */
export function journeysOnOwnSite(site: DegradableSite): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
  });
  test.beforeEach(async () => {
    test.setTimeout(150_000);
    await site.startApi();
  });
}

export { DEMO, DEMO2 };

/** The shell's notice while the API does not answer (shell/src/boot/api-unavailable-notice.tsx). */
export function apiDownNotice(page: Page) {
  return page.locator('[data-api-state="unavailable"]').getByRole('alert');
}

/** A browser context on the degradable site, the 18+ warning confirmed like in every journey. */
export async function visitorPage(browser: Browser, site: DegradableSite): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.origin,
    storageState: returningVisitor(site.origin),
  });
  return context.newPage();
}

/** Logged in through the API as `login`, as the login form would; answers the page. */
export async function memberPageOn(browser: Browser, site: DegradableSite, login: { email: string; password: string }): Promise<Page> {
  const page = await visitorPage(browser, site);
  const response = await page.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: login });
  expect(response.status(), await response.text()).toBe(200);
  await closeNewLikeModal(page);
  return page;
}

/** Marks the document, so a journey can prove that recovery happened without a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** The shell retries 1 s doubling to 30 s: after a restart the next try may be that far off. */
export const RECOVERY_TIMEOUT = 45_000;

/** A member's profile id and name, read through a throwaway login. */
export async function memberProfile(
  browser: Browser,
  site: DegradableSite,
  login: { email: string; password: string },
): Promise<{ id: number; name: string }> {
  const page = await memberPageOn(browser, site, login);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  await page.context().close();
  return user.profile;
}

/** The demo member's profile form on the degradable site, ready for an edit while the API misbehaves. */
export async function openProfileForm(browser: Browser, site: DegradableSite) {
  const page = await memberPageOn(browser, site, DEMO);
  await page.goto('/profile');
  const about = page.getByLabel('Over mij');
  await expect(about).toBeVisible();
  await markDocument(page);
  return { page, about, save: page.getByRole('button', { name: 'Opslaan' }) };
}

/** Once the API is back: Save goes through without a reload, and the text is the saved one after a reload. */
export async function expectProfileSavesAfterRecovery(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();
  await expectSameDocument(page);
  await page.reload();
  await expect(page.getByLabel('Over mij')).toHaveValue(text);
  await page.context().close();
}
