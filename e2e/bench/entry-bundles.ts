/**
 * Speed benchmark of the entry routes (not a test). For each route of entry-routes.ts (member pages logged
 * in as the demo member), on cold visits (a fresh browser context each load):
 * - bundle-bytes.ts: the JS and CSS bytes (gzip and brotli) and requests before the first render,
 *   unthrottled, against the hard budgets of perf-budget.json (exit code 1 when over);
 * - throttled-load.ts: FCP, LCP and CLS on a throttled phone (throttle.ts: 150 ms, 1.6 Mbit/s down,
 *   750 kbit/s up, CPU ×4), the median of BENCH_RUNS loads, and the round-trip depth before content
 *   (round-trips.ts explains how it is derived);
 * - monolith.ts: the same route on the monolith build (no federation) and the ratio of the JS gzip bytes;
 * - inp.ts (only when there are throttled loads, so in `pnpm bench:speed`): interaction to next paint of
 *   opening a profile from search, liking, sending a chat message and choosing a bundle, phone and desktop at
 *   CPU ×4, against inp-budget.json (exit code 1 when a median is over; `pnpm bench:inp` runs it alone).
 * The LCP, CLS and monolith-ratio goals of perf-budget.json are printed met / NOT met and never fail the run.
 * `pnpm bench` (in `pnpm test`) runs none (BENCH_RUNS=0: bytes, requests, monolith ratio; the throttled figures
 * on a shared CI machine are too noisy to judge); `pnpm bench:speed` (BENCH_FULL=1) five per route.
 * With `--start-site` it starts the composed site from the built apps itself (as the journeys do);
 * otherwise it measures the site already running at SITE_URL (default http://localhost:8080) and its API.
 * BENCH_OUT=file.json writes every figure; BENCH_VERBOSE=1 lists the files counted and each depth chain;
 * BENCH_ROUTES=/,/members measures only those routes (the budget check then covers only them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import startSite from '../support/global-setup';
import { measureBundle } from './bundle-bytes';
import { ENTRY_ROUTES, entryUrl, seededMemberId } from './entry-routes';
import { inpRuns, loadAverage, measureInp, printInpTable, readInpBudget, type InpFigures, INP_BUDGET_FILE } from './inp';
import { buildMonolith, monolithUrl, startMonolith } from './monolith';
import { printBudgetTable, printGoalTable, type PerfBudget, type RouteReport } from './report-table';
import { PHONE_4G } from './throttle';
import { measureThrottledLoadWithFigures, median, type ThrottledFigures } from './throttled-load';

const here = path.dirname(fileURLToPath(import.meta.url));
const budgetFile = path.join(here, 'perf-budget.json');
const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
const runs = Number(process.env.BENCH_RUNS ?? (process.env.BENCH_FULL === '1' ? 5 : 1));
const verbose = Boolean(process.env.BENCH_VERBOSE);
const only = process.env.BENCH_ROUTES?.split(',');
const entries = ENTRY_ROUTES.filter((entry) => !only || only.includes(entry.route));

const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as PerfBudget;
buildMonolith();
const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
let stopMonolith: (() => Promise<void>) | undefined;
let browser: Browser | undefined;
const reports: RouteReport[] = [];
let inp: InpFigures[] = [];
try {
  stopMonolith = await startMonolith();
  browser = await chromium.launch(chromiumLaunchOptions);
  const memberId = await seededMemberId(browser, baseUrl);
  for (const entry of entries) {
    const { route, member } = entry;
    const bundle = await measureBundle(browser, baseUrl, entryUrl(baseUrl, entry, memberId), member, route);
    const monolith = await measureBundle(browser, monolithUrl, entryUrl(monolithUrl, entry, memberId), member, `${route} (monolith)`);
    const loads: ThrottledFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const load = await measureThrottledLoadWithFigures(browser, baseUrl, entryUrl(baseUrl, entry, memberId), member);
      if (load) loads.push(load);
    }
    // BENCH_RUNS=0 (what `pnpm test` runs): bytes, requests and the monolith ratio only, no throttled loads.
    // A route whose throttled loads never settled has no timings (n/a), and the bench goes on.
    const speed =
      loads.length === 0
        ? undefined
        : {
            runs: loads.length,
            fcpMs: median(loads.map((load) => load.fcpMs)),
            lcpMs: median(loads.map((load) => load.lcpMs)),
            cls: median(loads.map((load) => load.cls)),
            depth: median(loads.map((load) => load.roundTrips.depth)),
          };
    if (verbose && loads[0]) {
      console.log(
        `  ${route} LCP per run: ${loads.map((load) => load.lcpMs).join(', ')} ms; deepest chain (${loads[0].roundTrips.depth}):`,
      );
      for (const link of loads[0].roundTrips.chain) console.log(`    → ${link}`);
    }
    reports.push({ route, bundle, monolith, speed });
    const timing = speed
      ? `, LCP ${speed.lcpMs} ms, CLS ${speed.cls.toFixed(3)}, depth ${speed.depth}`
      : runs > 0
        ? ', no throttled figures'
        : '';
    console.log(`measured ${route}: JS gzip ${bundle.jsGzipBytes} B (monolith ${monolith.jsGzipBytes} B)${timing}`);
  }
  // Interactions need the whole composed site logged in; `pnpm bench` (BENCH_RUNS=0) measures none.
  if (runs > 0) inp = await measureInp(browser, baseUrl, inpRuns());
} finally {
  await browser?.close();
  await stopMonolith?.();
  await stopSite?.();
}

const over = printBudgetTable(reports, budget);
printGoalTable(
  reports,
  budget,
  `${PHONE_4G.latencyMs} ms, ${PHONE_4G.downKbit / 1000} Mbit/s down, ${PHONE_4G.upKbit} kbit/s up, CPU ×${PHONE_4G.cpuSlowdown}`,
);
const { maxInpMs } = readInpBudget();
const slowInteractions = inp.length > 0 ? printInpTable(inp, maxInpMs, loadAverage()) : 0;
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(reports, null, 2));
if (slowInteractions > 0) console.error(`${slowInteractions} interaction(s) over ${maxInpMs} ms at the median (${INP_BUDGET_FILE})`);
if (over > 0) console.error(`${over} entry route(s) over their byte or request budget (${budgetFile})`);
if (over > 0 || slowInteractions > 0) process.exit(1);
console.log('all entry routes within their byte and request budgets');
