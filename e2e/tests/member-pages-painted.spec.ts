import { expect, test, type APIRequestContext } from '@playwright/test';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { CLIENT_HEADERS, DEMO2 } from '../support/member-session';
import { memberWithApprovedPhoto } from './verification-support';

// A member's search, profiles, likes and conversation list arrive painted with their own data: the page
// the server sends already shows them, before (and without) any script, then the app takes over in place.
// The copy is live (its links work before any script; taps on its other controls are replayed on the app);
// these checks read it by its markup, as the app renders the same page beside it.

const FIRST_SEARCH = 'members.php?min_age=18&max_age=99&per_page=24&page=1';

async function logIn(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/user.php', { headers: CLIENT_HEADERS, data: DEMO2 });
  expect(response.status()).toBe(200);
}

interface Result {
  id: number;
  name: string;
  main_image: { thumb: string } | null;
}

/** The member's first search page as the API answers it. */
async function firstResults(request: APIRequestContext): Promise<Result[]> {
  const answer = (await (await request.get(`/api/${FIRST_SEARCH}`, { headers: CLIENT_HEADERS })).json()) as { profiles: Result[] };
  return answer.profiles;
}

async function firstResult(request: APIRequestContext): Promise<Result> {
  return (await firstResults(request))[0]!;
}

test.describe('with scripts off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the search shows the member's first results and their pictures, in their own frame; a profile shows that member", async ({
    page,
    browser,
  }) => {
    // Members other journeys signed up have no photo and come first (the most recently active): this journey
    // makes its own member with an approved photo, active last, so the first page has a picture to show.
    const { member, moderator } = await memberWithApprovedPhoto(browser, 'painted-photo');
    await member.page.context().close();
    await moderator.page.context().close();
    await logIn(page.request);
    const results = await firstResults(page.request);
    const first = results[0]!;
    const withPhoto = results.find((result) => result.main_image !== null);
    expect(withPhoto, 'a member with a photo on the first page').toBeDefined();
    await page.goto('/members');
    const painted = page.locator('#prepaint');
    await expect(painted).not.toHaveAttribute('inert');
    await expect(painted.locator('h1')).toHaveText('Leden zoeken');
    const card = painted.locator(`a[href="/members/${first.id}"]`).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.name);
    const photo = painted.locator(`a[href="/members/${withPhoto!.id}"] img`).first();
    await expect(photo).toHaveAttribute('src', withPhoto!.main_image!.thumb);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The member's own frame: the tab bar, with the search as the current page.
    await expect(painted.locator('a[data-tab="search"][aria-current="page"]')).toBeVisible();
    await page.goto(`/members/${first.id}`);
    await expect(page.locator('#prepaint h1')).toHaveText(first.name);
  });

  test('likes and the conversation list are painted too; an open conversation is not', async ({ page }) => {
    await logIn(page.request);
    await page.goto('/likes');
    await expect(page.locator('#prepaint a[href="/likes/received"]')).toBeVisible();
    await page.goto('/chats');
    await expect(page.locator('#prepaint h1')).toHaveText('Berichten');
    const html = await (await page.request.get('/chats/999999')).text();
    expect(html).not.toContain('id="prepaint"');
  });

  test("a visitor's search is painted as every visitor sees it, with nobody's own data", async ({ page }) => {
    // The search asked once before: a cold API answers it later than the gateway waits to paint.
    expect((await firstResults(page.request)).length).toBeGreaterThan(0);
    await page.goto('/members');
    const painted = page.locator('#prepaint');
    await expect(painted.locator('h1')).toHaveText('Leden zoeken');
    // The visitor's top bar (log in), not a member's.
    await expect(painted.locator('a[href="/login"]:visible').first()).toBeVisible();
    // A returning visitor who confirmed the entry warning (its cookie): painted without it.
    await expect(page.locator('[data-painted-entry-warning]')).toHaveCount(0);
  });
});

test('on a wide screen the phone-shaped copy stays out of sight', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  await logIn(context.request);
  const page = await context.newPage();
  await page.goto('/members');
  await expect(page.locator('#prepaint')).toBeAttached();
  await expect(page.locator('#prepaint')).toBeHidden();
  await context.close();
});

test('the app takes over the painted search: the same first member, one page, and no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page.request);
  const first = await firstResult(page.request);
  await recordLayoutShifts(page);
  const response = await page.goto('/members');
  expect(await response?.text()).toContain(`href="/members/${first.id}"`);
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('style[data-prepaint-styles]')).toHaveCount(0);
  const card = page
    .locator('#root [data-app="mfe-search"]')
    .getByRole('link', { name: new RegExp(`^${first.name}, `) })
    .first();
  await expect(card).toBeVisible();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});
