import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { CLIENT_HEADERS, DEMO } from '../support/member-session';

/**
 * The entry routes of the speed bench: where paid traffic lands (home, three landers, sign-up) and the
 * member pages, which are loaded logged in as the seeded demo member. `:id` is a seeded member's id.
 */
export interface EntryRoute {
  route: string;
  member: boolean;
}

export const ENTRY_ROUTES: readonly EntryRoute[] = [
  { route: '/', member: false },
  { route: '/landers/video', member: false },
  { route: '/landers/gallery', member: false },
  { route: '/landers/tinderswipe', member: false },
  { route: '/signup', member: false },
  { route: '/members', member: true },
  { route: '/members/:id', member: true },
  { route: '/likes', member: true },
  { route: '/chats', member: true },
];

export function entryUrl(baseUrl: string, entry: EntryRoute, memberId: number): string {
  return baseUrl + entry.route.replace(':id', String(memberId));
}

/** A fresh context (empty cache and cookies: a cold visit), logged in as the demo member when the route needs it. */
export async function coldContext(
  browser: Browser,
  baseUrl: string,
  member: boolean,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (member) {
    const login = await context.request.post(`${baseUrl}/api/user.php`, { headers: CLIENT_HEADERS, data: DEMO });
    if (login.status() !== 200) throw new Error(`demo login at ${baseUrl} failed: ${login.status()}`);
  }
  return context;
}

/** The id of a seeded member other than the demo member, for `/members/:id`. */
export async function seededMemberId(browser: Browser, baseUrl: string): Promise<number> {
  const context = await coldContext(browser, baseUrl, true);
  try {
    const response = await context.request.get(`${baseUrl}/api/members.php?per_page=1`, { headers: CLIENT_HEADERS });
    const { profiles } = (await response.json()) as { profiles: { id: number }[] };
    if (!profiles[0]) throw new Error('no seeded member to open');
    return profiles[0].id;
  } finally {
    await context.close();
  }
}
