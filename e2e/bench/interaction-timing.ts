import type { Page } from '@playwright/test';

/** One interaction as the Event Timing API saw it: its longest event and where that event's time went. */
export interface InteractionTiming {
  /** From the input to the next frame presented after its handlers, in ms (what INP takes the worst of). */
  durationMs: number;
  /** The event that lasted longest (pointerdown, pointerup, click, keydown…). */
  event: string;
  /** Input delay: the main thread was busy before the handlers ran. */
  delayMs: number;
  /** The handlers themselves (and what React did synchronously in them). */
  processingMs: number;
  /** After the handlers until the frame was presented: style, layout, paint, and tasks in between. */
  presentationMs: number;
}

// Init scripts run in the page: no named inner functions (tsx would wrap them in a helper the page lacks).

/**
 * Records every interaction of the page in the page itself, as web-vitals does for INP: `event` entries with
 * `durationThreshold: 16` (the smallest the browser allows), grouped by `interactionId`, an interaction
 * lasting as long as its longest event. Also keeps the `first-input` entry, which the browser reports whatever
 * its duration: an interaction under 16 ms has no `event` entry, and its first-input one says so.
 */
export const observeInteractions = () => {
  type Timing = PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number };
  const state = {
    /** Only interactions that start after this moment count (the bench's own tap). */
    from: 0,
    byId: {} as Record<
      string,
      { startTime: number; durationMs: number; event: string; delayMs: number; processingMs: number; presentationMs: number }
    >,
    firstInput: null as null | { startTime: number; durationMs: number },
  };
  (window as unknown as { __interactions: typeof state }).__interactions = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Timing[]) {
      if (!entry.interactionId) continue;
      const key = String(entry.interactionId);
      const known = state.byId[key];
      if (known && known.durationMs >= entry.duration) continue;
      state.byId[key] = {
        startTime: entry.startTime,
        durationMs: entry.duration,
        event: entry.name,
        delayMs: entry.processingStart - entry.startTime,
        processingMs: entry.processingEnd - entry.processingStart,
        presentationMs: entry.startTime + entry.duration - entry.processingEnd,
      };
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.firstInput = { startTime: entry.startTime, durationMs: entry.duration };
  }).observe({ type: 'first-input', buffered: true });
};

/** From now on the page counts interactions (the ones of loading and logging in do not). */
export async function startCounting(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __interactions: { from: number } }).__interactions.from = performance.now();
  });
}

/**
 * The worst interaction since startCounting (the page's INP for what the bench did), once the browser has
 * reported it: entries arrive after the frame that ends them is presented, so this waits for an entry (or the
 * first-input one) and two more frames. An interaction under 16 ms reports its first-input duration.
 */
export async function worstInteraction(page: Page): Promise<InteractionTiming> {
  await page.waitForFunction(
    () => {
      const state = (
        window as unknown as {
          __interactions: { from: number; byId: Record<string, { startTime: number }>; firstInput: { startTime: number } | null };
        }
      ).__interactions;
      return Object.values(state.byId).some((entry) => entry.startTime >= state.from) || (state.firstInput?.startTime ?? -1) >= state.from;
    },
    undefined,
    { timeout: 10_000 },
  );
  return page.evaluate(
    () =>
      new Promise<InteractionTiming>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const state = (
                window as unknown as {
                  __interactions: {
                    from: number;
                    byId: Record<string, InteractionTiming & { startTime: number }>;
                    firstInput: { startTime: number; durationMs: number } | null;
                  };
                }
              ).__interactions;
              const counted = Object.values(state.byId).filter((entry) => entry.startTime >= state.from);
              const worst = counted.sort((a, b) => b.durationMs - a.durationMs)[0];
              if (worst) {
                resolve({
                  durationMs: worst.durationMs,
                  event: worst.event,
                  delayMs: worst.delayMs,
                  processingMs: worst.processingMs,
                  presentationMs: worst.presentationMs,
                });
                return;
              }
              const first = state.firstInput?.durationMs ?? 0;
              resolve({ durationMs: first, event: 'first-input', delayMs: 0, processingMs: 0, presentationMs: 0 });
            }, 50),
          ),
        );
      }),
  );
}
