import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { signUpByApi } from '../../support/api-signup';
import { CLIENT_HEADERS, DEMO } from '../../support/member-session';
import { tap } from '../../support/phone';

// A member's /members arrives painted; new members without a photo come first (newest). A tap on the painted
// page is never lost: its cards are real links, its other controls are replayed on the app once it takes
// over, and the app takes over as soon as its own page is ready (not when a picture that may not exist has
// loaded: the first cards show initials).

const FIRST_SEARCH = 'members.php?min_age=18&max_age=99&per_page=24&page=1';
/** The search remote's origin in the registry (shell/public/remotes.json): holding it holds the app's page. */
const SEARCH_REMOTE = 'http://127.0.0.1:3001/**';

test.use({ serviceWorkers: 'block' });

interface Result {
  id: number;
  name: string;
  main_image: unknown;
}

/** Men without a photo, newest of all, so they open a woman's search with initials. */
async function signUpWithoutPhoto(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const context = await apiRequest.newContext({ baseURL: 'http://localhost:8080' });
    await signUpByApi(context, {
      email: `e2e-painted-tap-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: `Nieuw${Math.random().toString(36).slice(2, 7)}`,
      gender: 'male',
      dateOfBirth: '1988-03-09',
    });
    await context.dispose();
  }
}

/** Logs the phone in as the demo member; answers her first search results, the first four without a photo. */
/** Holds every request for the search remote's files (the app stays a painted page) until the answer is called. */
async function holdSearchRemote(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_REMOTE, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

async function demoWithPhotolessResults(page: Page): Promise<Result[]> {
  await signUpWithoutPhoto(4);
  expect((await page.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: DEMO })).status()).toBe(200);
  const answer = (await (await page.request.get(`/api/${FIRST_SEARCH}`, { headers: CLIENT_HEADERS })).json()) as { profiles: Result[] };
  expect(answer.profiles.slice(0, 4).map((result) => result.main_image)).toEqual([null, null, null, null]);
  return answer.profiles;
}

test("a tap on a painted card as soon as the app's page is ready lands on the profile", async ({ page }) => {
  const [first] = await demoWithPhotolessResults(page);
  await page.goto('/members', { waitUntil: 'commit' });
  // The app's own page has rendered its first card (still hidden if the painted copy were kept on top).
  await expect(page.locator(`#root a[href="/members/${first!.id}"]`).first()).toBeAttached();
  // Nothing waits for a picture that does not exist: the painted copy is gone and the app's card is what the finger finds.
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await tap(page.locator(`a[href="/members/${first!.id}"]`).first());
  await expect(page).toHaveURL(new RegExp(`/members/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
});

test('a tap on a painted card while the app is still loading is followed to the profile', async ({ page }) => {
  const [first] = await demoWithPhotolessResults(page);
  const release = await holdSearchRemote(page);
  await page.goto('/members', { waitUntil: 'commit' });
  const painted = page.locator(`#prepaint a[href="/members/${first!.id}"]`).first();
  await tap(painted);
  release();
  await expect(page).toHaveURL(new RegExp(`/members/${first!.id}$`));
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
});

test("a tap on a painted heart while the app is still loading is replayed on the app's heart", async ({ page }) => {
  const [first] = await demoWithPhotolessResults(page);
  const release = await holdSearchRemote(page);
  await page.goto('/members', { waitUntil: 'commit' });
  const heart = `button[aria-label="${first!.name} liken"]`;
  await tap(page.locator(`#prepaint ${heart}`).first());
  release();
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator(`#root ${heart}`).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/members$/);
});
