/**
 * Interaction-to-next-paint benchmark on its own (not a test; `pnpm bench:speed` runs the same after its
 * route figures): the interactions of interactions.ts on a phone and a desktop at CPU ×4, logged in as the
 * demo member, BENCH_INP_RUNS fresh pages each (default 3), against inp-budget.json (exit code 1 when a
 * median is over). With `--start-site` it starts the composed site from the built apps itself (as the
 * journeys do); otherwise it measures the site running at SITE_URL (default http://localhost:8080).
 * BENCH_VERBOSE=1 prints every run with where its time went; BENCH_OUT=file.json writes every figure.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import startSite from '../support/global-setup';
import { INP_BUDGET_FILE, inpRuns, loadAverage, measureInp, printInpTable, readInpBudget } from './inp';

const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
const { maxInpMs } = readInpBudget();
const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
const browser = await chromium.launch(chromiumLaunchOptions);
const started = Date.now();
let figures;
try {
  figures = await measureInp(browser, baseUrl, inpRuns());
} finally {
  await browser.close();
  await stopSite?.();
}
const over = printInpTable(figures, maxInpMs, loadAverage());
console.log(`INP measured in ${Math.round((Date.now() - started) / 1000)} s`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(figures, null, 2));
if (over > 0) {
  console.error(`${over} interaction(s) over ${maxInpMs} ms at the median (${INP_BUDGET_FILE}); marked with !`);
  process.exit(1);
}
console.log(`every interaction within ${maxInpMs} ms at the median`);
