/**
 * Latency of GET /api/members.php on a 100k-member PGlite database (not a test: `pnpm run bench:search`).
 *
 * Seeds BENCH_DATA_DIR (default <tmp>/dating-search-bench) with BENCH_MEMBERS (100,000) members through the
 * seed's runSeed, or reuses it when it already holds that many, then sends ~300 varied searches through
 * app.inject() and prints p50/p95/p99 per query shape. The data folder is kept for the next run; delete it
 * (or set BENCH_RESEED=1) to start over.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/create-db.ts';
import { migrate } from '../src/db/migrate.ts';
import { listRegions } from '../src/repositories/regions.ts';
import { COUNTRIES } from '../src/seed/data/countries.ts';
import { Prng } from '../src/seed/prng.ts';
import { runSeed } from '../src/seed/seed.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const RUNS_PER_SHAPE = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 20;
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'dating-search-bench');

await mkdir(dataDir, { recursive: true });
const db = await createDb({ dataDir });
try {
  await migrate(db);
  const { rows } = await db.query<{ count: number }>('select count(*) as count from members');
  const existing = rows[0]?.count ?? 0;
  if (existing !== MEMBERS || process.env.BENCH_RESEED) {
    console.log(`Seeding ${MEMBERS} members into PGlite in ${dataDir} (found ${existing}) ...`);
    const started = performance.now();
    await runSeed(db, { members: MEMBERS, reset: true, dataDir });
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`Reusing ${existing} members in ${dataDir}`);
  }

  const regionsByCountry = new Map<string, number[]>();
  for (const region of await listRegions(db)) {
    regionsByCountry.set(region.country, [...(regionsByCountry.get(region.country) ?? []), region.id]);
  }
  const prng = new Prng(42);
  const countryWeights = COUNTRIES.map((country) => [country.code, country.weight] as const);
  const gender = (): string => prng.pick(['male', 'female']);
  const country = (): string => prng.weighted(countryWeights);
  const ages = (): string => {
    const min = prng.int(18, 60);
    return `&min_age=${min}&max_age=${Math.min(99, min + prng.int(3, 20))}`;
  };

  /** Each shape makes a fresh query string per run, all drawn from one seeded PRNG (same run every time). */
  const shapes: Record<string, () => string> = {
    'no filter': () => `page=${prng.int(1, 3)}`,
    'gender+country': () => `gender=${gender()}&country=${country()}`,
    'gender+country+age': () => `gender=${gender()}&country=${country()}${ages()}`,
    '+region': () => {
      const code = country();
      return `gender=${gender()}&country=${code}&countryregion=${prng.pick(regionsByCountry.get(code) ?? [1])}${ages()}`;
    },
    'deep page (offset 2k-5k)': () => `gender=${gender()}&country=${prng.pick(['NL', 'DE', 'BE'])}&page=${prng.int(100, 250)}`,
    // A logged-in member with blocks both ways: the search adds "not me" and two anti-joins on blocks.
    'member, gender+country+age': () => `viewer=1&gender=${gender()}&country=${country()}${ages()}`,
  };

  // Member 1 blocked 30 members and was blocked by 30 (idempotent, so a reused database keeps its blocks).
  await db.query(
    `insert into blocks (blocker_id, blocked_id)
       select 1, id from members where id between 2 and 31
     union all
       select id, 1 from members where id between 32 and 61
     on conflict do nothing`,
  );
  const app = await buildApp({
    db,
    dataDir,
    logger: false,
    resolveMember: async (request) => (request.headers['x-bench-viewer'] ? 1 : null),
  });
  await app.ready();
  const request = async (shapeQuery: string) => {
    const asMember = shapeQuery.startsWith('viewer=1&');
    const query = asMember ? shapeQuery.slice('viewer=1&'.length) : shapeQuery;
    const started = performance.now();
    const response = await app.inject({ url: `/api/members.php?${query}`, headers: asMember ? { 'x-bench-viewer': '1' } : {} });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    const body = response.json() as { numResults: number; profiles: unknown[]; similar: { profiles: unknown[] } };
    return { ms, numResults: body.numResults, similar: body.similar.profiles.length > 0 };
  };

  for (let i = 0; i < WARMUP; i++) await request(Object.values(shapes)[i % Object.keys(shapes).length]!());

  const percentile = (sorted: number[], p: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const table: Record<string, Record<string, string | number>> = {};
  // Interleave the shapes so a slow moment (GC, a busy CPU) does not land on one shape only.
  const samples = new Map<string, { ms: number; numResults: number; similar: boolean }[]>();
  for (let run = 0; run < RUNS_PER_SHAPE; run++) {
    for (const [name, makeQuery] of Object.entries(shapes)) {
      samples.set(name, [...(samples.get(name) ?? []), await request(makeQuery())]);
    }
  }
  for (const [name, results] of samples) {
    const ms = results.map((result) => result.ms).sort((a, b) => a - b);
    const numResults = results.map((result) => result.numResults).sort((a, b) => a - b);
    table[name] = {
      runs: results.length,
      'p50 ms': Number(percentile(ms, 50).toFixed(1)),
      'p95 ms': Number(percentile(ms, 95).toFixed(1)),
      'p99 ms': Number(percentile(ms, 99).toFixed(1)),
      'max ms': Number(ms.at(-1)!.toFixed(1)),
      'median numResults': percentile(numResults, 50),
      'with similar': results.filter((result) => result.similar).length,
    };
  }
  console.log(`\nGET /api/members.php, ${MEMBERS} members, PGlite, app.inject(), ${RUNS_PER_SHAPE} runs per shape:`);
  console.table(table);
  await app.close();
} finally {
  await db.close();
}
