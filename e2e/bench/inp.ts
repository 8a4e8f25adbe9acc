import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { CLIENT_HEADERS, DEMO } from '../support/member-session';
import { observeInteractions, startCounting, worstInteraction, type InteractionTiming } from './interaction-timing';
import { INTERACTIONS, type Interaction } from './interactions';
import { median } from './throttled-load';

/**
 * Interaction to next paint of the interactions the speed goals name (interactions.ts), logged in as the demo
 * member, on a phone (390×844, touch: the bench taps) and a desktop (1280×900, mouse), the CPU four times
 * slower through the DevTools protocol from the first byte on. Each run is a fresh page: loaded, taken over by
 * the app and quiet, then the one tap a person makes; its INP is that interaction's duration (web-vitals'
 * definition, interaction-timing.ts). The network is not throttled: INP ends at the next paint, which no
 * request the tap starts holds up, and an unthrottled load keeps the bench short.
 */
export const INP_CPU_SLOWDOWN = 4;

export const VIEWPORTS: Record<string, BrowserContextOptions> = {
  'phone 390': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'desktop 1280': { viewport: { width: 1280, height: 900 } },
};

export interface InpFigures {
  interaction: string;
  viewport: string;
  runs: InteractionTiming[];
  medianMs: number;
  worstMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const INP_BUDGET_FILE = path.join(here, 'inp-budget.json');

/** inp-budget.json: the longest any run of any interaction may take (the goal's 200 ms). */
export function readInpBudget(): { maxInpMs: number } {
  return JSON.parse(readFileSync(INP_BUDGET_FILE, 'utf8')) as { maxInpMs: number };
}

/** Fresh pages per interaction and viewport: BENCH_INP_RUNS, default 3. */
export function inpRuns(): number {
  return Number(process.env.BENCH_INP_RUNS ?? 3);
}

/** The machine's load (uptime's 1, 5 and 15 minute averages), printed beside the figures: the machine is shared. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Until the app has taken over a painted page and is quiet: its route's title, no painted copy, nothing busy or loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-route-id] h1').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => !document.getElementById('prepaint') && document.querySelectorAll('[aria-busy="true"]').length === 0,
    undefined,
    {
      timeout: 60_000,
    },
  );
  // A page that keeps polling never goes quiet; then what is there after the cap is what a person taps.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

async function measureOnce(browser: Browser, baseUrl: string, viewport: string, interaction: Interaction): Promise<InteractionTiming> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    // A returning member who confirmed the 18+ warning (as in the journeys): the warning is not what is measured.
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: 'shell.entryWarning.dismissed', value: '2024-01-01T00:00:00.000Z' }] }],
    },
  });
  try {
    const login = await context.request.post(`${baseUrl}/api/user.php`, { headers: CLIENT_HEADERS, data: DEMO });
    if (login.status() !== 200) throw new Error(`demo login failed: ${login.status()}`);
    const prepared = await interaction.prepare(context.request, baseUrl);
    try {
      await context.addInitScript(observeInteractions);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
      await page.goto(baseUrl + prepared.path, { waitUntil: 'load', timeout: 60_000 });
      await settle(page);
      await prepared.before?.(page);
      const target = prepared.target(page);
      await target.scrollIntoViewIfNeeded();
      await startCounting(page);
      if (VIEWPORTS[viewport]?.hasTouch) await target.tap();
      else await target.click();
      await prepared.done(page);
      return await worstInteraction(page);
    } finally {
      await prepared.undo?.();
    }
  } finally {
    await context.close();
  }
}

/** Every interaction on every viewport, `runs` fresh pages each; a run that fails is retried once, then the bench fails. */
export async function measureInp(browser: Browser, baseUrl: string, runs: number): Promise<InpFigures[]> {
  const figures: InpFigures[] = [];
  // BENCH_INP_ONLY=chat,bundle measures only the interactions whose names hold one of the words.
  const only = process.env.BENCH_INP_ONLY?.split(',');
  for (const interaction of INTERACTIONS.filter((entry) => !only || only.some((word) => entry.name.includes(word)))) {
    for (const viewport of Object.keys(VIEWPORTS)) {
      const timings: InteractionTiming[] = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          timings.push(await measureOnce(browser, baseUrl, viewport, interaction));
        } catch (error) {
          console.warn(
            `INP run of "${interaction.name}" on ${viewport} failed, once more: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
          );
          timings.push(await measureOnce(browser, baseUrl, viewport, interaction));
        }
      }
      const durations = timings.map((timing) => timing.durationMs);
      figures.push({
        interaction: interaction.name,
        viewport,
        runs: timings,
        medianMs: median(durations),
        worstMs: Math.max(...durations),
      });
      if (process.env.BENCH_VERBOSE) {
        for (const timing of timings) {
          console.log(
            `  ${interaction.name} ${viewport}: ${timing.durationMs} ms (${timing.event}: delay ${Math.round(timing.delayMs)}, handlers ${Math.round(timing.processingMs)}, to paint ${Math.round(timing.presentationMs)})`,
          );
        }
      }
    }
  }
  return figures;
}

/**
 * Prints median and worst per interaction and viewport against the budget; answers how many medians are over.
 * The median of the runs is judged, as the field judges INP on the usual visit (web-vitals' 75th percentile of
 * page loads): one slow run on a shared machine is noise; a worst run over the budget is marked (worst) only.
 */
export function printInpTable(figures: readonly InpFigures[], maxInpMs: number, load: string): number {
  const viewports = Object.keys(VIEWPORTS);
  console.log(
    `\nInteraction to next paint, CPU ×${INP_CPU_SLOWDOWN}, demo member, median / worst of ${figures[0]?.runs.length ?? 0} (budget ${maxInpMs} ms; load ${load})`,
  );
  console.log(`${'interaction'.padEnd(30)}${viewports.map((viewport) => viewport.padStart(20)).join('')}`);
  let over = 0;
  for (const interaction of INTERACTIONS) {
    const cells = viewports.map((viewport) => {
      const figure = figures.find((entry) => entry.interaction === interaction.name && entry.viewport === viewport);
      if (!figure) return 'n/a'.padStart(20);
      const miss = figure.medianMs > maxInpMs;
      if (miss) over += 1;
      const mark = miss ? ' !' : figure.worstMs > maxInpMs ? ' w' : '  ';
      return `${Math.round(figure.medianMs)} / ${Math.round(figure.worstMs)} ms${mark}`.padStart(20);
    });
    console.log(`${interaction.name.padEnd(30)}${cells.join('')}`);
  }
  console.log('! median over the budget (fails the bench); w only the worst run over');
  return over;
}
