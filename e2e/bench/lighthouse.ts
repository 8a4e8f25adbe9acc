/**
 * Lighthouse (npm, 12.8) on Debian's Chromium (CHROME_PATH), offline, with its mobile preset, against the
 * composed site: the routes of lighthouse/routes.ts, members' pages with the demo member's session cookie
 * as an extra header. Prints performance, FCP, LCP, TBT, the LCP element and the other three scores per
 * route against lighthouse-budget.json, and exits 1 when a route misses its budget. Not part of `pnpm test`
 * (a run takes about half a minute per route on this machine).
 * With `--start-site` it starts the composed site from the built apps (as the journeys and the other
 * benches do); otherwise it audits the site running at SITE_URL (default http://localhost:8080).
 * LIGHTHOUSE_RUNS=n audits each route n times (default 1); LIGHTHOUSE_ROUTES=/,/members (member) audits only
 * those; LIGHTHOUSE_OUT=file.json writes every run, which lighthouse-compare.ts reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import startSite from '../support/global-setup';
import { auditRoute } from './lighthouse/audit';
import type { LighthouseBudget } from './lighthouse/budget';
import { launchChrome, putSessionCookie } from './lighthouse/chrome';
import { printLighthouseTable, type RouteRuns } from './lighthouse/report';
import { demoSessionCookie, lighthouseRoutes, seededMemberId } from './lighthouse/routes';

const here = path.dirname(fileURLToPath(import.meta.url));
const budget = JSON.parse(readFileSync(path.join(here, 'lighthouse-budget.json'), 'utf8')) as LighthouseBudget;
const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((route) => route.trim());

const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
const results: RouteRuns[] = [];
try {
  const cookie = await demoSessionCookie(baseUrl);
  const memberId = await seededMemberId(baseUrl, cookie);
  const routes = lighthouseRoutes(memberId).filter((route) => !only || only.includes(route.name));
  for (const route of routes) {
    const url = baseUrl + route.path;
    const entry: RouteRuns = { route: route.name, url, runs: [] };
    for (let run = 0; run < runs; run += 1) {
      const report = process.env.LIGHTHOUSE_REPORTS
        ? path.join(
            process.env.LIGHTHOUSE_REPORTS,
            `${route.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`,
          )
        : undefined;
      // Lighthouse now and then loses its trace (NO_NAVSTART) on a busy machine: such a run is tried once more.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        // A fresh Chromium per run: nothing cached from the route before.
        const chrome = await launchChrome();
        try {
          if (route.member) await putSessionCookie(chrome.port, baseUrl, cookie);
          entry.runs.push(await auditRoute(url, chrome.port, route.member ? cookie : undefined, report));
          break;
        } catch (error) {
          console.error(`${route.name} (attempt ${attempt}): ${(error as Error).message}`);
        } finally {
          await chrome.close();
        }
      }
    }
    console.log(`audited ${route.name}: performance ${entry.runs.map((figures) => figures.performance).join(', ') || 'n/a'}`);
    results.push(entry);
  }
} finally {
  await stopSite?.();
}

console.log(
  `\nLighthouse ${runs} run(s) per route, mobile preset (simulated slow 4G, 4× CPU); budgets: e2e/bench/lighthouse-budget.json\n`,
);
const missed = printLighthouseTable(results, budget);
if (process.env.LIGHTHOUSE_OUT) writeFileSync(process.env.LIGHTHOUSE_OUT, JSON.stringify(results, null, 2));
if (missed > 0) {
  console.error(`\n${missed} route(s) miss their Lighthouse budget`);
  process.exit(1);
}
