import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { coldContext } from './entry-routes';

/** What a cold visit downloads before the app shows the route's frame and title. */
export interface BundleFigures {
  jsGzipBytes: number;
  jsBrotliBytes: number;
  cssGzipBytes: number;
  cssBrotliBytes: number;
  requests: number;
  firstRenderMs: number;
}

interface Compressed {
  kind: 'js' | 'css';
  gzip: number;
  brotli: number;
}

/** The page's frame and title as the app renders them (a painted copy of the page sits outside #root). */
const APP_FRAME_TITLE = '#root [data-route-id] h1';

// Marks the moment the app's page frame (title included) first appears, in the page's own clock. No named
// function inside: tsx compiles those with a `__name` helper the page does not have, and the script then
// threw before observing anything, so every figure fell back to the moment the bench read them.
const markFirstRender = (selector: string) => {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector(selector)) return;
    (window as unknown as { __firstRender?: number }).__firstRender = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

// Both at their highest level, as the build's precompressed copies are: the figure is what the file costs, not what a server chose.
const compress = (body: Buffer, kind: Compressed['kind']): Compressed => ({
  kind,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * One unthrottled cold load of `url`: the JS and CSS (compressed here, gzip and brotli) and the requests for
 * code, styles, registry and manifests started before the first render, plus the document. Images and API
 * calls are left out of the count: whether a thumbnail starts before the frame's mutation is seen is a race
 * between the search call and the render, so counting them made the figure flaky.
 */
export async function measureBundle(
  browser: Browser,
  baseUrl: string,
  url: string,
  member: boolean,
  label: string,
): Promise<BundleFigures> {
  const context = await coldContext(browser, baseUrl, member);
  const page = await context.newPage();
  await page.addInitScript(markFirstRender, APP_FRAME_TITLE);
  const bodies = new Map<string, Promise<Compressed>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = response.body().then((body) => compress(body, type === 'script' ? 'js' : 'css'));
    // A script that arrives after the first render can still be reading its body when the context closes, and that
    // read then fails; only the ones counted are awaited (before the close), so the others' failures are dropped here
    // instead of ending the bench as an unhandled rejection.
    body.catch(() => undefined);
    bodies.set(response.url(), body);
  });
  const started = Date.now();
  await page.goto(url);
  await page.locator(APP_FRAME_TITLE).first().waitFor();
  const firstRenderMs = Date.now() - started;
  const before = await page.evaluate(() => {
    const mark = (window as unknown as { __firstRender?: number }).__firstRender;
    if (mark === undefined) throw new Error('the first-render mark was not recorded');
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= mark && entry.initiatorType !== 'img' && !new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => entry.name);
  });
  const loaded = await Promise.all(before.flatMap((name) => bodies.get(name) ?? []));
  // BENCH_VERBOSE=1 lists what counted, to find what grew.
  if (process.env.BENCH_VERBOSE) {
    for (const name of before) console.log(`  ${label} ${String((await bodies.get(name))?.gzip ?? '-').padStart(7)}  ${name}`);
  }
  await context.close();
  const sum = (kind: Compressed['kind'], format: 'gzip' | 'brotli') =>
    loaded.filter((item) => item.kind === kind).reduce((total, item) => total + item[format], 0);
  return {
    jsGzipBytes: sum('js', 'gzip'),
    jsBrotliBytes: sum('js', 'brotli'),
    cssGzipBytes: sum('css', 'gzip'),
    cssBrotliBytes: sum('css', 'brotli'),
    // +1: the page document itself, which is not a resource entry.
    requests: before.length + 1,
    firstRenderMs,
  };
}
