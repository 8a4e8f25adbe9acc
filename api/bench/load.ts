/**
 * The API under load, over real HTTP (not a test: `pnpm --filter @dating/api bench:load`).
 *
 * Runs inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh sets DATABASE_URL) and starts the real API
 * server (src/server.ts) as child processes in three setups, one after the other:
 *   1. pglite:    one process on the embedded PGlite (the `pnpm start` default);
 *   2. postgres:  one process on PostgreSQL;
 *   3. 2x+redis:  API_INSTANCES=2 (two processes on one port) on PostgreSQL and Redis.
 * Each database holds BENCH_MEMBERS (100,000) seeded members (the seed's runSeed, batch inserts). A member logs in
 * through POST /api/user.php; its session cookie goes with user.php and members.php. autocannon then loads every
 * call for BENCH_DURATION seconds (10): the reference reads at BENCH_REF_CONNECTIONS (200) connections, user.php
 * and members.php at BENCH_MEMBER_CONNECTIONS (50), with a browser's Accept-Encoding. It prints req/s, p50 and
 * p99 per call and setup. BENCH_SETUPS=pglite,postgres picks setups. The PGlite folder (BENCH_DATA_DIR) is kept
 * and reused when it holds the same number of members. BENCH_API_DIR runs the server of another API folder (an
 * export of older code with a node_modules link, for figures before a change).
 *
 * autocannon, PostgreSQL and the API share this machine's cores: the figures are the whole machine's, not the
 * API's alone (the table says how many cores there were).
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createDb } from '../src/db/create-db.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_LOGIN, ensureDemoAccount } from '../src/seed/demo-account.ts';
import { runSeed } from '../src/seed/seed.ts';
import { startRedis, type TestRedis } from '../src/test/redis-server.ts';
import { startApiServer, type BenchServer } from './api-server.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const REF_CONNECTIONS = Number(process.env.BENCH_REF_CONNECTIONS ?? 200);
const MEMBER_CONNECTIONS = Number(process.env.BENCH_MEMBER_CONNECTIONS ?? 50);
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,postgres,2x+redis').split(',').map((name) => name.trim());
const pgliteDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'dating-load-bench');
const apiDir = fileURLToPath(new URL('..', import.meta.url));
/** The API folder whose src/server.ts runs: BENCH_API_DIR names another (an export of older code, for before/after). */
const serverDir = process.env.BENCH_API_DIR ?? apiDir;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && SETUPS.some((setup) => setup !== 'pglite')) {
  throw new Error('bench:load runs inside scripts/with-postgres.sh (DATABASE_URL); or set BENCH_SETUPS=pglite');
}

/** What a browser sends with every call. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'x-request-type': 'client' };

interface Call {
  name: string;
  path: string;
  connections: number;
  asMember: boolean;
}

const CALLS: Call[] = [
  { name: 'GET settings.php', path: '/api/settings.php', connections: REF_CONNECTIONS, asMember: false },
  { name: 'GET interests.php', path: '/api/interests.php', connections: REF_CONNECTIONS, asMember: false },
  { name: 'GET regions.php?country=NL', path: '/api/regions.php?country=NL', connections: REF_CONNECTIONS, asMember: false },
  { name: 'GET companyinfo.php', path: '/api/companyinfo.php', connections: REF_CONNECTIONS, asMember: false },
  { name: 'GET user.php (logged in)', path: '/api/user.php', connections: MEMBER_CONNECTIONS, asMember: true },
  {
    name: 'GET members.php?gender=female&country=NL (logged in)',
    path: '/api/members.php?gender=female&country=NL',
    connections: MEMBER_CONNECTIONS,
    asMember: true,
  },
];

/** Seeds `db` with MEMBERS members unless it holds exactly that many already, and the demo login. */
async function ensureSeeded(db: Db, label: string, dataDir: string): Promise<void> {
  await migrate(db);
  const { rows } = await db.query<{ count: number }>('select count(*) as count from members where id <= $1', [MEMBERS]);
  if ((rows[0]?.count ?? 0) !== MEMBERS) {
    console.log(`[${label}] seeding ${MEMBERS} members ...`);
    const started = performance.now();
    await runSeed(db, { members: MEMBERS, reset: true, dataDir });
    console.log(`[${label}] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`[${label}] reusing ${MEMBERS} seeded members`);
  }
  await ensureDemoAccount(db);
}

/** src/server.ts as deployed, in its own process; resolves once /api/health answers. */
function startServer(env: Record<string, string>): Promise<BenchServer> {
  return startApiServer({
    serverDir,
    // Slow queries are logged at the default 50 ms; the request log would cost as much as the requests.
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    attempts: 600,
  });
}

/** Logs the demo member in the way the site does and returns its session cookie. */
async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

interface Row {
  setup: string;
  call: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  errors: number;
}

async function load(setup: string, server: BenchServer, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const call of CALLS) {
    const headers = { ...BROWSER_HEADERS, ...(call.asMember ? { cookie } : {}) };
    // A short warm-up: the first request of a cached call builds the answer, the JIT warms up.
    await autocannon({ url: server.url + call.path, connections: 10, amount: 200, headers });
    const result = await autocannon({ url: server.url + call.path, connections: call.connections, duration: DURATION_S, headers });
    const row: Row = {
      setup,
      call: call.name,
      connections: call.connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.log(`[${setup}] ${call.name}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms`);
    rows.push(row);
  }
  return rows;
}

const table: Row[] = [];
let redis: TestRedis | undefined;
try {
  for (const setup of SETUPS) {
    let server: BenchServer;
    if (setup === 'pglite') {
      await mkdir(pgliteDir, { recursive: true });
      const db = await createDb({ dataDir: pgliteDir });
      try {
        await ensureSeeded(db, setup, pgliteDir);
      } finally {
        await db.close();
      }
      server = await startServer({ DATA_DIR: pgliteDir });
    } else if (setup === 'postgres' || setup === '2x+redis') {
      const db = await createDb({ databaseUrl });
      try {
        await ensureSeeded(db, setup, pgliteDir);
      } finally {
        await db.close();
      }
      if (setup === 'postgres') server = await startServer({ DATA_DIR: pgliteDir, DATABASE_URL: databaseUrl! });
      else {
        redis ??= await startRedis();
        server = await startServer({ DATA_DIR: pgliteDir, DATABASE_URL: databaseUrl!, REDIS_URL: redis.url, API_INSTANCES: '2' });
      }
    } else {
      throw new Error(`unknown setup ${setup} (pglite, postgres, 2x+redis)`);
    }
    try {
      table.push(...(await load(setup, server, await logIn(server.url))));
    } finally {
      await server.stop();
    }
  }
} finally {
  await redis?.stop();
}

console.log(
  `\n${MEMBERS} members, ${DURATION_S} s per call, autocannon in this process, ${availableParallelism()} cores shared by ` +
    `autocannon, the API and PostgreSQL (load average at the end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}):`,
);
console.table(table);
console.log('\n| setup | call | connections | req/s | p50 | p99 | non-2xx |\n|---|---|---|---|---|---|---|');
for (const row of table) {
  console.log(
    `| ${row.setup} | ${row.call} | ${row.connections} | ${row['req/s'].toLocaleString('en')} | ${row['p50 ms']} ms | ${row['p99 ms']} ms | ${row['non-2xx'] + row.errors} |`,
  );
}
