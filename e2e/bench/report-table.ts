import type { BundleFigures } from './bundle-bytes';

/** perf-budget.json: per entry route, hard byte/request budgets and the speed goals (reported only). */
export interface RouteBudget {
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  /** No LCP goal where the speed goals name none (sign-up is neither a lander nor a member page). */
  goals: { lcpMs?: number; cls: number; monolithRatio: number };
}
export type PerfBudget = Record<string, RouteBudget>;

export interface SpeedFigures {
  runs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  depth: number;
}

export interface RouteReport {
  route: string;
  bundle: BundleFigures;
  monolith?: BundleFigures;
  speed?: SpeedFigures;
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

export function monolithRatio(report: RouteReport): number | undefined {
  return report.monolith && report.monolith.jsGzipBytes > 0 ? report.bundle.jsGzipBytes / report.monolith.jsGzipBytes : undefined;
}

/** Prints the bytes before first render against the budgets; returns how many routes are over (hard). */
export function printBudgetTable(reports: readonly RouteReport[], budget: PerfBudget): number {
  let over = 0;
  console.log('\nBefore first render, cold and unthrottled (budgets are hard: exit 1 when over)');
  console.log(
    `${'route'.padEnd(22)}${cell('JS gzip', 10)}${cell('JS br', 10)}${cell('CSS gzip', 10)}${cell('CSS br', 9)}${cell('requests', 10)}${cell('render', 9)}   budget JS / CSS / requests`,
  );
  for (const { route, bundle } of reports) {
    const limit = budget[route];
    const flags = limit
      ? [
          bundle.jsGzipBytes > limit.jsGzipBytes ? 'JS over' : '',
          bundle.cssGzipBytes > limit.cssGzipBytes ? 'CSS over' : '',
          bundle.requests > limit.requests ? 'requests over' : '',
        ].filter(Boolean)
      : ['no budget'];
    if (flags.length > 0) over += 1;
    console.log(
      `${route.padEnd(22)}${cell(bundle.jsGzipBytes, 10)}${cell(bundle.jsBrotliBytes, 10)}${cell(bundle.cssGzipBytes, 10)}${cell(bundle.cssBrotliBytes, 9)}${cell(bundle.requests, 10)}${cell(`${bundle.firstRenderMs} ms`, 9)}   ${limit ? `${limit.jsGzipBytes} / ${limit.cssGzipBytes} / ${limit.requests}` : '-'} ${flags.length > 0 ? flags.join(', ') : 'ok'}`,
    );
  }
  return over;
}

/** Prints the throttled timings, the round-trip depth and the monolith ratio, each with its goal; never fails. */
export function printGoalTable(reports: readonly RouteReport[], budget: PerfBudget, throttleLabel: string): void {
  const runs = Math.max(0, ...reports.map((report) => report.speed?.runs ?? 0));
  console.log(
    runs > 0
      ? `\nThrottled phone (${throttleLabel}), median of ${runs} cold run(s); goals are reported, they do not fail the bench`
      : '\nNo throttled loads in this run (BENCH_RUNS=0; `pnpm bench:speed` measures them); goals are reported, they do not fail the bench',
  );
  console.log(
    `${'route'.padEnd(22)}${cell('depth', 6)}${cell('FCP', 8)}${cell('LCP', 8)}  ${'LCP goal'.padEnd(18)}${cell('CLS', 7)}  ${'CLS goal'.padEnd(15)}${cell('monolith JS gz', 15)}${cell('ratio', 7)}  ratio goal`,
  );
  let met = 0;
  let total = 0;
  const judged = (value: number | undefined, goal: number | undefined, show: string) => {
    if (goal === undefined) return 'no goal';
    if (value === undefined) return `≤ ${show} n/a`;
    total += 1;
    if (value <= goal) met += 1;
    return `≤ ${show} ${verdict(value, goal)}`;
  };
  for (const report of reports) {
    const goals = budget[report.route]?.goals;
    const speed = report.speed;
    const ratio = monolithRatio(report);
    if (!goals) {
      console.log(`${report.route.padEnd(22)} no goals in the budget file`);
      continue;
    }
    console.log(
      `${report.route.padEnd(22)}${cell(speed?.depth ?? '-', 6)}${cell(speed ? `${speed.fcpMs}` : '-', 8)}${cell(speed ? `${speed.lcpMs}` : '-', 8)}  ${judged(speed?.lcpMs, goals.lcpMs, `${goals.lcpMs} ms`).padEnd(18)}${cell(speed ? speed.cls.toFixed(3) : '-', 7)}  ${judged(speed?.cls, goals.cls, String(goals.cls)).padEnd(15)}${cell(report.monolith ? kb(report.monolith.jsGzipBytes) : '-', 15)}${cell(ratio ? ratio.toFixed(2) : '-', 7)}  ${judged(ratio, goals.monolithRatio, goals.monolithRatio.toFixed(2))}`,
    );
  }
  console.log(
    `speed goals met: ${met} of ${total} (FCP/LCP in ms from navigation; depth = round trips before content, see round-trips.ts)`,
  );
}
