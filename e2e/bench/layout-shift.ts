/**
 * Layout-shift benchmark (not a test): loads every route family as a visitor and as the demo member, on a
 * phone (390 px) and a desktop (1280 px), and prints the cumulative layout shift of each load: the sum of
 * every layout-shift entry not caused by input, from navigation until the page is quiet (stricter than the
 * browsers' windowed CLS). Skeletons must reserve the space of what they stand in for, so late data and
 * late remotes move nothing. Compared with layout-shift-budget.json; exit code 1 when a load is over.
 * With `--start-site` it starts the composed site from the built apps itself (as the journeys do).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { CLIENT_HEADERS as CLIENT, DEMO } from '../support/member-session';
import startSite from '../support/global-setup';
import { ROUTE_FAMILIES, routeUrl } from '../support/route-families';

const here = path.dirname(fileURLToPath(import.meta.url));
const budgetFile = path.join(here, 'layout-shift-budget.json');
const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';

const widths = [390, 1280] as const;
const roles = ['visitor', 'member'] as const;

// Runs in the page: no named inner functions (tsx would wrap them in a helper the page does not have).
// Sums layout shifts from the start of the page, in the page itself (buffered: shifts before the script ran count).
const recordShifts = () => {
  const w = window as unknown as { __shift: number; __shiftSources: string[] };
  w.__shift = 0;
  w.__shiftSources = [];
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      w.__shift += entry.value;
      w.__shiftSources.push(
        `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? [])
          .map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}[${(node.textContent ?? '').trim().slice(0, 40)}]`
              : String(node?.nodeName),
          )
          .join(' | ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Until the heading is there, nothing is busy and no request is pending for half a second. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

async function memberId(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/members.php?per_page=1`, { headers: CLIENT });
  const { profiles } = (await response.json()) as { profiles: { id: number }[] };
  if (!profiles[0]) throw new Error('no seeded member to open');
  return profiles[0].id;
}

const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
const { maxPerLoad } = JSON.parse(readFileSync(budgetFile, 'utf8')) as { maxPerLoad: number };
const browser = await chromium.launch(chromiumLaunchOptions);
const results: Record<string, number> = {};
let over = 0;
let worst = 0;
console.log(`layout shift per load (budget ${maxPerLoad})`);
console.log(`${'route'.padEnd(24)} ${roles.flatMap((role) => widths.map((width) => `${role} ${width}`.padStart(13))).join('')}`);
try {
  const pages = new Map<string, Page>();
  for (const role of roles) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        // A returning visitor who confirmed the 18+ warning, as in the journeys: the warning is a modal, not a shift.
        storageState: {
          cookies: [],
          origins: [{ origin: baseUrl, localStorage: [{ name: 'shell.entryWarning.dismissed', value: '2024-01-01T00:00:00.000Z' }] }],
        },
      });
      await context.addInitScript(recordShifts);
      const page = await context.newPage();
      if (role === 'member') {
        const login = await page.request.post(`${baseUrl}/api/user.php`, { headers: CLIENT, data: DEMO });
        if (login.status() !== 200) throw new Error(`demo login failed: ${login.status()}`);
      }
      pages.set(`${role} ${width}`, page);
    }
  }
  const id = await memberId([...pages.values()][0]!);
  for (const family of ROUTE_FAMILIES) {
    const route = family.path;
    const cells: string[] = [];
    for (const [key, page] of pages) {
      const url = baseUrl + routeUrl(family, id);
      await page.goto(url);
      await settle(page);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      results[`${route} ${key}`] = shift;
      // BENCH_VERBOSE=1 names what moved, to find the missing reservation.
      if (process.env.BENCH_VERBOSE && shift > 0) {
        const sources = await page.evaluate(() => (window as unknown as { __shiftSources: string[] }).__shiftSources);
        console.log(`  ${route} ${key}:\n    ${sources.join('\n    ')}`);
      }
      worst = Math.max(worst, shift);
      const flag = shift > maxPerLoad ? '!' : ' ';
      if (shift > maxPerLoad) over += 1;
      cells.push(`${shift.toFixed(3)}${flag}`.padStart(13));
    }
    console.log(`${route.padEnd(24)} ${cells.join('')}`);
  }
} finally {
  await browser.close();
  await stopSite?.();
}
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
console.log(`worst load: ${worst.toFixed(3)}`);
if (over > 0) {
  console.error(`${over} load(s) shift more than ${maxPerLoad} (${budgetFile}); marked with !`);
  process.exit(1);
}
console.log('every load within the layout-shift budget');
