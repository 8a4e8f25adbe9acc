import type { Browser } from '@playwright/test';
import { coldContext } from './entry-routes';
import { observePaint, readPaint, type PaintFigures } from './paint-metrics';
import { measureRoundTrips, type RoundTrips } from './round-trips';
import { throttle } from './throttle';

export interface ThrottledFigures extends PaintFigures {
  roundTrips: RoundTrips;
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * One cold load on a throttled phone (throttle.ts): waits for the route's content, the load event and a
 * quiet network (images decide the LCP), then reads FCP, LCP and CLS and the round-trip depth before content.
 */
export async function measureThrottledLoad(browser: Browser, baseUrl: string, url: string, member: boolean): Promise<ThrottledFigures> {
  const context = await coldContext(browser, baseUrl, member, PHONE);
  try {
    await context.addInitScript(observePaint);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __paint: { content: number } }).__paint.content >= 0, undefined, {
      timeout: 60_000,
    });
    // A page that keeps polling never goes quiet: then what has painted by the cap is the figure.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    // Chromium sometimes reports no paint entries for a load; such a run has no figures (the caller loads again).
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (window as unknown as { __paint: { lcp: number } }).__paint.lcp > 0,
      undefined,
      { timeout: 15_000 },
    );
    const paint = await readPaint(page);
    return { ...paint, roundTrips: await measureRoundTrips(page, paint.contentMs) };
  } finally {
    await context.close();
  }
}

/**
 * A throttled load with figures: one that gave none (paint entries missing, content never shown) is loaded
 * again, twice at most; after that the route has no throttled figures (undefined), which the report shows
 * as n/a. The timings are goals, not budgets: a page that never settles on a throttled phone must not fail
 * the bench, only be seen.
 */
export async function measureThrottledLoadWithFigures(
  browser: Browser,
  baseUrl: string,
  url: string,
  member: boolean,
): Promise<ThrottledFigures | undefined> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await measureThrottledLoad(browser, baseUrl, url, member);
    } catch (error) {
      console.warn(
        `throttled load ${attempt} of ${url} gave no figures: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return undefined;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
