import type { LighthouseFigures } from './audit';
import { limitsFor, misses, type LighthouseBudget } from './budget';

/** One route's runs, as the bench writes them (LIGHTHOUSE_OUT) and the compare script reads them. */
export interface RouteRuns {
  route: string;
  url: string;
  runs: LighthouseFigures[];
}

/** The run with the median performance score (the lower middle of an even count): its figures stand for the route. */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const pad = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');

/**
 * Prints the table (every run's performance, the median run's FCP, LCP, TBT, LCP element and other scores)
 * with each route's verdict against the budget, and `before` beside it when given; answers how many routes
 * miss their budget.
 */
export function printLighthouseTable(results: readonly RouteRuns[], budget: LighthouseBudget, before?: readonly RouteRuns[]): number {
  let missed = 0;
  const header = `${pad('route', 34)} ${pad('performance', 14)} ${pad('FCP', 8)} ${pad('LCP', 8)} ${pad('TBT', 8)} ${pad('a11y/bp/seo', 12)} ${pad('LCP element', 44)} verdict`;
  console.log(header);
  console.log('-'.repeat(header.length + 10));
  for (const result of results) {
    const run = medianRun(result.runs);
    if (!run) {
      console.log(`${pad(result.route, 34)} no run`);
      missed += 1;
      continue;
    }
    const limits = limitsFor(budget, result.route);
    const failing = misses(run, limits);
    if (failing.length > 0) missed += 1;
    const earlier = before?.find((entry) => entry.route === result.route);
    const was = earlier ? ` (was ${earlier.runs.map((entry) => entry.performance).join(', ')})` : '';
    console.log(
      [
        pad(result.route, 34),
        pad(result.runs.map((entry) => entry.performance).join(', ') + was, 14),
        pad(seconds(run.fcpMs), 8),
        pad(seconds(run.lcpMs), 8),
        pad(`${run.tbtMs} ms`, 8),
        pad(`${run.accessibility}/${run.bestPractices}/${run.seo}`, 12),
        pad(run.lcpElement.replace(/\s+/g, ' '), 44),
        failing.length === 0 ? 'met' : `NOT met: ${failing.join('; ')}`,
      ].join(' '),
    );
    for (const error of run.consoleErrors) console.log(`    console error: ${error}`);
  }
  return missed;
}
