import { expect, type Page } from '@playwright/test';
import { CLIENT_HEADERS } from './member-session';
import { routeUrl, type RouteFamily } from './route-families';

/** A seeded member other than the demo member, for the profile route. */
export async function someMemberId(page: Page): Promise<number> {
  const response = await page.request.get('/api/members.php?per_page=1', { headers: CLIENT_HEADERS });
  expect(response.status()).toBe(200);
  const { profiles } = (await response.json()) as { profiles: { id: number }[] };
  expect(profiles.length).toBeGreaterThan(0);
  return profiles[0]!.id;
}

/**
 * Waits until the route's page has rendered: the app has taken over from a painted copy (a member's pages
 * arrive painted, inert and hidden from assistive technology until then), its heading is in the main
 * landmark and nothing is loading.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens the route family's page and waits for it to settle; answers the path opened. */
export async function openRoute(page: Page, route: RouteFamily, memberId: number): Promise<string> {
  const path = routeUrl(route, memberId);
  await page.goto(path);
  await settle(page);
  return path;
}
