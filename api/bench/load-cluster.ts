/**
 * The API under load on the production topology (not a test: `pnpm --filter @dating/api bench:load:cluster`).
 *
 * Starts the topology of `pnpm start:cluster` (PostgreSQL primary + streaming replica, Redis, s3rver, two API
 * processes, HAProxy) with BENCH_MEMBERS (20,000) seeded members, and loads each call through HAProxy for
 * BENCH_DURATION seconds (10) at BENCH_CONNECTIONS (200), first with both API processes in rotation, then with
 * one (the other stopped, out of HAProxy's rotation). Prints req/s, p50 and p99 per call and setup. The machine's
 * cores are shared by autocannon, HAProxy, the API processes, both PostgreSQL servers and Redis.
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { DEMO_LOGIN } from '../src/seed/demo-account.ts';
import { startCluster } from '../topology/cluster.ts';
import { waitFor } from '../topology/processes.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);

const CALLS = [
  { name: 'GET settings.php', path: '/api/settings.php', asMember: false },
  { name: 'GET showcase.php (replica)', path: '/api/showcase.php?limit=8', asMember: false },
  { name: 'GET members.php (logged in, replica)', path: '/api/members.php?gender=female&country=NL', asMember: true },
  { name: 'GET user.php (logged in, primary)', path: '/api/user.php', asMember: true },
];

interface Row {
  setup: string;
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  failed: number;
}

const cluster = await startCluster({ members: MEMBERS, apiEnv: { RATE_LIMITS: 'showcase=100000000' } });
const table: Row[] = [];
try {
  const login = await fetch(`${cluster.url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))!
    .split(';')[0]!;
  const measure = async (setup: string) => {
    for (const call of CALLS) {
      const headers = { 'accept-encoding': 'gzip, deflate, br', 'x-request-type': 'client', ...(call.asMember ? { cookie } : {}) };
      await autocannon({ url: cluster.url + call.path, connections: 10, amount: 200, headers });
      const result = await autocannon({ url: cluster.url + call.path, connections: CONNECTIONS, duration: DURATION_S, headers });
      const row: Row = {
        setup,
        call: call.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx,
      };
      console.log(`[${setup}] ${call.name}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms, ${row.failed} failed`);
      table.push(row);
    }
  };
  await measure('2 API processes');
  await cluster.killApi(1);
  await waitFor('api2 out of rotation', async () => (await cluster.haproxy.states()).api2?.startsWith('DOWN') ?? false, 10_000);
  await measure('1 API process');
} finally {
  await cluster.stop();
}

console.log(
  `\n${MEMBERS} members, ${DURATION_S} s per call at ${CONNECTIONS} connections through HAProxy, ${availableParallelism()} cores shared by ` +
    `autocannon, HAProxy, the API, PostgreSQL primary + replica and Redis (load average at the end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}):`,
);
console.log('\n| setup | call | req/s | p50 | p99 | failed |\n|---|---|---|---|---|---|');
for (const row of table) {
  console.log(
    `| ${row.setup} | ${row.call} | ${row['req/s'].toLocaleString('en')} | ${row['p50 ms']} ms | ${row['p99 ms']} ms | ${row.failed} |`,
  );
}
