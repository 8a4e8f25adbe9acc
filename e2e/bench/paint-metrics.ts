import type { Page } from '@playwright/test';

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** When the route's frame and title appeared (the bench's "content" mark), in the page's clock. */
  contentMs: number;
}

// Init scripts run in the page: no named inner functions (tsx would wrap them in a helper the page lacks).

/**
 * Records the largest contentful paint and the layout shift in the page itself, buffered so entries from
 * before the script ran count. CLS as the browsers define it: the worst session window of shifts not caused
 * by input (a window ends after 1 s without a shift or 5 s after it began). Also marks the first moment the
 * route's frame with its title (`[data-route-id] h1`) is in the document: "content".
 */
export const observePaint = () => {
  const state = { lcp: 0, cls: 0, windowValue: 0, windowStart: -1e9, lastShift: -1e9, content: -1 };
  (window as unknown as { __paint: typeof state }).__paint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - state.lastShift > 1000 || entry.startTime - state.windowStart > 5000) {
        state.windowStart = entry.startTime;
        state.windowValue = 0;
      }
      state.windowValue += entry.value;
      state.lastShift = entry.startTime;
      state.cls = Math.max(state.cls, state.windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_records, observer) => {
    if (document.querySelector('[data-route-id] h1')) {
      state.content = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

export async function readPaint(page: Page): Promise<PaintFigures> {
  return page.evaluate(() => {
    const state = (window as unknown as { __paint: { lcp: number; cls: number; content: number } }).__paint;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    return { fcpMs: Math.round(fcp), lcpMs: Math.round(state.lcp), cls: state.cls, contentMs: Math.round(state.content) };
  });
}
