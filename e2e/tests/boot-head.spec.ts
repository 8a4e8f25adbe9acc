import { expect, test, type Page } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { logInAsDemo } from './profile-support';

// A page comes with what the shell would otherwise fetch first (shell/server/boot-head): the registry, the
// site's settings and the member's user.php answer as JSON data, and preloads of the code of the remote
// that owns the page. The shell uses them when present and fetches as before when they are absent.

const bootData = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/;

/** Counts the calls of the first requests the shell would make, from the moment the page is opened. */
function firstCalls(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  return { count: (pathname: string) => seen.filter((seenPath) => seenPath === pathname).length };
}

async function searchResults(page: Page) {
  await expect(page.getByRole('list', { name: 'Leden zoeken' }).getByRole('listitem').first()).toBeVisible();
}

test('a member page arrives with the preloads and the inline data, and renders without asking for them again', async ({ page }) => {
  await logInAsDemo(page);
  await closeNewLikeModal(page);
  const calls = firstCalls(page);
  const response = await page.goto('/members');
  const html = (await response?.text()) ?? '';
  // The owning remote (mfe-search, as the route contract says) from where the registry points.
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="http://127.0.0.1:3001/mf-manifest.json">');
  expect(html).toContain('<link rel="preload" as="script" href="http://127.0.0.1:3001/remoteEntry.js">');
  expect(html).toMatch(/<link rel="preload" as="script" href="http:\/\/127\.0\.0\.1:3001\/[^"]+\.[0-9a-f]{8}\.js">/);
  const data = JSON.parse(bootData.exec(html)?.[1] ?? '{}') as {
    registry?: { remotes: object };
    settings?: { name: string };
    user?: { user: { email: string } | null };
  };
  expect(Object.keys(data.registry?.remotes ?? {})).toContain('mfe-search');
  expect(data.settings?.name).toBeTruthy();
  expect(data.user?.user?.email).toBe('demo@example.com');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');

  await searchResults(page);
  expect(calls.count('/remotes.json')).toBe(0);
  expect(calls.count('/api/settings.php')).toBe(0);
});
