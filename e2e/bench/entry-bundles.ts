/**
 * Bundle benchmark (not a test): for each entry route, the gzip bytes of the JS and CSS the browser
 * loads before the first render of the page, and the count of requests for code, styles, registry and
 * manifests plus the document (images and API calls are racy, so left out), compared with perf-budget.json.
 * With `--start-site` it starts the composed site from the built apps itself (as the journeys do);
 * otherwise it measures the site already running at SITE_URL (default http://localhost:8080).
 * Exit code 1 when a figure is over its budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import startSite from '../support/global-setup';

interface EntryFigures {
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  firstRenderMs: number;
}

type Budget = Record<string, { jsGzipBytes: number; cssGzipBytes: number; requests: number }>;

const here = path.dirname(fileURLToPath(import.meta.url));
const budgetFile = path.join(here, 'perf-budget.json');
const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
// Landers are the entry pages of paid traffic: three of them, next to the home page and sign-up they lead to.
const entries = ['/', '/signup', '/members', '/chats', '/landers/video', '/landers/gallery', '/landers/tinderswipe'];

// Marks the moment the page's frame (title included) first appears, in the page's own clock.
const markFirstRender = () => {
  const record = () => {
    const w = window as unknown as { __firstRender?: number };
    if (w.__firstRender === undefined && document.querySelector('[data-route-id] h1')) w.__firstRender = performance.now();
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true });
};

async function measure(route: string): Promise<EntryFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.addInitScript(markFirstRender);
  const bodies = new Map<string, Promise<{ kind: 'js' | 'css'; gzip: number }>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.set(response.url(), response.body().then((body) => ({ kind: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length })));
  });
  const started = Date.now();
  await page.goto(baseUrl + route);
  await page.locator('[data-route-id] h1').first().waitFor();
  const firstRenderMs = Date.now() - started;
  // Only what the page requested before its first render counts: later images and calls are not on the critical path.
  const before = await page.evaluate(() => {
    const mark = (window as unknown as { __firstRender?: number }).__firstRender ?? performance.now();
    // Code, styles, the remotes registry and manifests count; images and API data calls are left out: whether a thumbnail starts before the frame's mutation is seen
    // is a race between the search call and the render, so counting them made the figure flaky.
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= mark && entry.initiatorType !== 'img' && !new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => entry.name);
  });
  const loaded = await Promise.all(before.flatMap((url) => bodies.get(url) ?? []));
  // BENCH_VERBOSE=1 lists what counted, to find what grew.
  if (process.env.BENCH_VERBOSE) {
    for (const url of before) console.log(`  ${route} ${String((await bodies.get(url))?.gzip ?? '-').padStart(7)}  ${url}`);
  }
  await browser.close();
  const sum = (kind: 'js' | 'css') => loaded.filter((item) => item.kind === kind).reduce((total, item) => total + item.gzip, 0);
  // +1: the page document itself, which is not a resource entry.
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), requests: before.length + 1, firstRenderMs };
}

const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
const results: Record<string, EntryFigures> = {};
let over = 0;
console.log('route                 JS gzip    CSS gzip  requests  first render   budget (JS / CSS / requests)');
for (const route of entries) {
  const figures = await measure(route);
  results[route] = figures;
  const limit = budget[route];
  const flags = limit
    ? [
        figures.jsGzipBytes > limit.jsGzipBytes ? 'JS over' : '',
        figures.cssGzipBytes > limit.cssGzipBytes ? 'CSS over' : '',
        figures.requests > limit.requests ? 'requests over' : '',
      ].filter(Boolean)
    : ['no budget'];
  if (flags.length > 0) over += 1;
  console.log(
    `${route.padEnd(20)} ${String(figures.jsGzipBytes).padStart(9)} ${String(figures.cssGzipBytes).padStart(10)} ${String(figures.requests).padStart(9)} ${`${figures.firstRenderMs} ms`.padStart(12)}   ${limit ? `${limit.jsGzipBytes} / ${limit.cssGzipBytes} / ${limit.requests}` : '-'} ${flags.join(', ')}`,
  );
}
await stopSite?.();
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
if (over > 0) {
  console.error(`${over} entry route(s) over budget (${budgetFile})`);
  process.exit(1);
}
console.log('all entry routes within budget');
