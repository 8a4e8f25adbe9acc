import { expect, type Browser, type Page } from '@playwright/test';
import { CLIENT, freshMember } from './chat-support';
import { freshLiker } from './super-like-support';

/** Helpers of the boost journeys. */

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * A man who will boost (activated, the sign-up credits only) and a woman looking for men, both living in Belgium:
 * a boost shows to members of the booster's country, and the other journeys search and swipe in the Netherlands,
 * so this boost puts nobody else's first result out of place.
 */
export async function boosterAndViewer(
  browser: Browser,
  label: string,
  viewerContext: ContextOptions = {},
): Promise<{ booster: { page: Page; id: number; name: string }; viewer: { page: Page; id: number; name: string } }> {
  const booster = await freshMember(browser, label);
  const viewer = await freshLiker(browser, 'female', `${label}-viewer`, viewerContext);
  for (const { page } of [booster, viewer]) {
    const moved = await page.request.put('/api/profile.php', { headers: CLIENT, data: { country: 'BE' } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { booster, viewer };
}

/** The first card of the member search as the viewer opens it (her country; she looks for men). */
export function firstSearchResult(page: Page) {
  return page.getByRole('list', { name: 'Leden zoeken' }).getByRole('listitem').first();
}
