import { expect, type Locator, type Page, type Route } from '@playwright/test';

// A first visit to the member search arrives painted under the 18+ entry warning: the warning is in the HTML
// the gateway sends (the first thing the page paints), the app takes it over, and the confirmation is kept in
// a cookie the gateway reads, so the next page arrives without it. The desktop and phone journeys share these
// steps (members-entry-warning.spec.ts, phone/phone-members-entry-warning.spec.ts).

/** A first-time visitor: no confirmation of the warning in localStorage or the cookie. */
export const firstVisit = { cookies: [], origins: [] };

const FIRST_SEARCH = 'members.php?min_age=18&max_age=99&per_page=24&page=1';
const CLIENT = { 'X-Request-Type': 'client' };
const PAINTED_WARNING = 'data-painted-entry-warning';

/** The first member a visitor's search shows, as the API answers it. */
export async function firstMember(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.request.get(`/api/${FIRST_SEARCH}`, { headers: CLIENT });
  expect(response.status(), 'visitors may search on this site').toBe(200);
  const { profiles } = (await response.json()) as { profiles: { id: number; name: string }[] };
  expect(profiles.length).toBeGreaterThan(0);
  return profiles[0]!;
}

/** The page's HTML as the gateway sends it to this browser (its cookies), before any script. */
export async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The warning's markup and texts, in the painted page the gateway sent. */
export function expectPaintedWarning(html: string): void {
  const painted = html.slice(html.indexOf('<div id="prepaint">'));
  expect(painted).toContain(PAINTED_WARNING);
  expect(painted).toContain('role="dialog"');
  expect(painted).toContain('Alleen voor volwassenen');
  expect(painted).toContain('Ik ben 18 jaar of ouder</button>');
}

export const warning = (page: Page): Locator => page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
export const confirmButton = (page: Page): Locator => warning(page).getByRole('button', { name: 'Ik ben 18 jaar of ouder' });

/** The app's card of a member in its own (not the painted) search. */
export const appCard = (page: Page, name: string): Locator =>
  page
    .locator('#root [data-app="mfe-search"]')
    .getByRole('link', { name: new RegExp(`^${name}, `) })
    .first();

export async function expectConfirmationCookie(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'entry_warning')?.value).toBe('confirmed');
}

/**
 * Holds every script but the shell's entry (which answers taps on the painted page from the start) and every
 * remote's file: the page stays the painted copy until the returned function lets them through.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(
    (url) =>
      (url.origin === 'http://localhost:8080' && url.pathname.endsWith('.js') && !/^\/main\.[\w]+\.js$/.test(url.pathname)) ||
      /^http:\/\/127\.0\.0\.1:30\d\d$/.test(url.origin),
    hold,
  );
  return () => release();
}

/** Whether the painted warning is still in the page. */
export const paintedWarningCount = (page: Page) => page.locator(`[${PAINTED_WARNING}]`).count();
