/**
 * The gateway serving pages under load (not a test: `pnpm --filter ./e2e run bench:gateway`): one gateway process,
 * autocannon in this process with a browser's Accept-Encoding (brotli), 10 s per route (GATEWAY_DURATION). What
 * every visitor sees alike (the home page, landers, a visitor's search and profile, a static page) at 100
 * connections; a member's painted pages (the demo member's session cookie) at 50. Prints req/s, p50 and p99 per
 * route against gateway-budget.json and exits 1 when a route misses its goal or answers anything but 200.
 * With `--start-site` it starts the composed site from the built apps (as the other benches do); otherwise it loads
 * the site at SITE_URL (default http://localhost:8080). GATEWAY_ROUTES=/,/members (member) loads only those.
 *
 * autocannon, the gateway, the API and the remotes share this machine's cores: the figures are the whole
 * machine's, and noisy when other work runs beside them. The gateway's own CPU time per request (from /proc) is
 * printed too: it varies far less with the machine's load, and 1000 / that is what one core could serve.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import startSite from '../support/global-setup';
import { repoRoot } from '../support/site-env';
import { cpuMs, processesRunning } from './process-cpu';
import { demoSessionCookie, seededMemberId } from './lighthouse/routes';

interface Goal {
  connections: number;
  minRps: number;
  maxP99Ms: number;
}
interface GatewayBudget {
  visitor: Goal;
  member: Goal;
}
interface LoadRoute {
  name: string;
  path: string;
  member: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const budget = JSON.parse(readFileSync(path.join(here, 'gateway-budget.json'), 'utf8')) as GatewayBudget;
const baseUrl = process.env.SITE_URL ?? 'http://localhost:8080';
const durationS = Number(process.env.GATEWAY_DURATION ?? 10);
const only = process.env.GATEWAY_ROUTES?.split(',').map((route) => route.trim());
/** What a browser sends with a page request. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

function loadRoutes(memberId: number): LoadRoute[] {
  const visitor = (pagePath: string, name = pagePath) => ({ name, path: pagePath, member: false });
  const member = (pagePath: string) => ({ name: `${pagePath} (member)`, path: pagePath, member: true });
  return [
    visitor('/'),
    visitor('/landers/video'),
    visitor('/landers/gallery'),
    visitor('/members'),
    visitor(`/members/${memberId}`, '/members/:id'),
    visitor('/terms'),
    member('/members'),
    member('/chats'),
    member('/likes'),
  ];
}

interface Figures {
  route: string;
  goal: Goal;
  rps: number;
  p50: number;
  p99: number;
  non200: number;
  errors: number;
  /** The gateway's CPU time per answered request, ms. */
  cpuPerRequest: number;
}

const stopSite = process.argv.includes('--start-site') ? await startSite() : undefined;
const results: Figures[] = [];
try {
  const cookie = await demoSessionCookie(baseUrl);
  const memberId = await seededMemberId(baseUrl, cookie);
  const gateway = processesRunning('server/gateway.ts', path.join(repoRoot, 'shell'));
  if (gateway.length === 0) console.warn('the gateway process was not found: its CPU time per request reads 0');
  for (const route of loadRoutes(memberId).filter((item) => !only || only.includes(item.name))) {
    const headers = route.member ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
    const goal = route.member ? budget.member : budget.visitor;
    const url = baseUrl + route.path;
    // Warm: the renderers, caches and the JIT see the route before it is timed.
    await autocannon({ url, connections: 5, amount: 50, headers });
    const cpuBefore = cpuMs(gateway);
    const result = await autocannon({ url, connections: goal.connections, duration: durationS, headers });
    const cpuUsed = cpuMs(gateway) - cpuBefore;
    const figures: Figures = {
      route: route.name,
      goal,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non200: result.non2xx,
      errors: result.errors + result.timeouts,
      cpuPerRequest: result.requests.total > 0 ? cpuUsed / result.requests.total : 0,
    };
    console.log(`loaded ${route.name}: ${figures.rps} req/s, p99 ${figures.p99} ms`);
    results.push(figures);
  }
} finally {
  await stopSite?.();
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nGateway under load: one process, ${durationS} s per route, brotli, autocannon in this process; ` +
    `${availableParallelism()} cores shared with the API and the remotes (load average at the end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}); goals: e2e/bench/gateway-budget.json\n`,
);
console.log(
  `${'route'.padEnd(24)}${cell('conns', 6)}${cell('req/s', 8)}${cell('goal', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('goal', 7)}${cell('non-200', 9)}${cell('CPU ms/req', 12)}  verdict`,
);
let missed = 0;
for (const figures of results) {
  const met = figures.rps >= figures.goal.minRps && figures.p99 <= figures.goal.maxP99Ms && figures.non200 === 0 && figures.errors === 0;
  if (!met) missed += 1;
  console.log(
    `${figures.route.padEnd(24)}${cell(figures.goal.connections, 6)}${cell(figures.rps, 8)}${cell(`≥${figures.goal.minRps}`, 8)}` +
      `${cell(figures.p50, 8)}${cell(figures.p99, 8)}${cell(`≤${figures.goal.maxP99Ms}`, 7)}${cell(figures.non200 + figures.errors, 9)}` +
      `${cell(figures.cpuPerRequest.toFixed(2), 12)}  ${met ? 'met' : 'NOT met'}`,
  );
}
if (missed > 0) {
  console.error(`\n${missed} route(s) miss their goal`);
  process.exit(1);
}
