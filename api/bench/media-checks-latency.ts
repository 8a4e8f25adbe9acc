/**
 * What the picture checks cost the API's requests: autocannon (a process of its own) loads GET /api/health (a
 * database ping) for BENCH_DURATION seconds (20) at 10 connections, three times:
 *   1. idle:          no picture being checked;
 *   2. child process: a batch of pictures being classified in the checker process (the product's setup);
 *   3. worker thread: the same batch classified in a thread of the API's process (the setup before, for comparison).
 * The API runs in this process on a throwaway PGlite database. Prints p50/p97.5/p99 latency and req/s per phase,
 * and the load average, since the figures are the whole machine's.
 * Run: pnpm --filter ./api exec tsx bench/media-checks-latency.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/create-db.ts';
import { migrate } from '../src/db/migrate.ts';
import { boundedWorker } from '../src/lib/bounded-worker.ts';
import { NSFW_WORKER_SOURCE, nsfwWorkerData } from '../src/services/trust/nsfw-worker-source.ts';
import { workerPictureClassifier } from '../src/services/trust/picture-classifier.ts';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const BATCH = 40;
const log = { error: () => {}, warn: () => {}, info: () => {} };
const dataDir = await mkdtemp(join(tmpdir(), 'media-bench-'));
const db = await createDb({ dataDir });
await migrate(db);
const app = await buildApp({ db, dataDir, logger: false, pictureClassifier: null, faceChecker: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const pictures = await Promise.all(
  Array.from({ length: BATCH }, (_, index) =>
    sharp({
      create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 80 + index, sigma: 40 } },
    })
      .jpeg()
      .toBuffer(),
  ),
);

async function load(phase: string): Promise<void> {
  const bin = join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');
  const { stdout } = await promisify(execFile)(bin, ['-j', '-c', '10', '-d', String(duration), `http://127.0.0.1:${port}/api/health`], {
    maxBuffer: 1 << 24,
  });
  const result = JSON.parse(stdout);
  const { p50, p97_5, p99 } = result.latency;
  console.log(
    `${phase.padEnd(14)} p50 ${p50} ms  p97.5 ${p97_5} ms  p99 ${p99} ms  ${Math.round(result.requests.average)} req/s  load ${loadavg()[0]!.toFixed(1)}`,
  );
}

/**
 * Classifies the batch with `classify` while the load runs, the model's load included (what starved the API
 * before); reports how many verdicts came in during the load and the time per picture.
 */
async function busy(phase: string, classify: (picture: Buffer) => Promise<unknown>, close: () => Promise<void>) {
  let done = 0;
  const started = performance.now();
  const times: number[] = [];
  const batch = (async () => {
    for (const picture of pictures) {
      const one = performance.now();
      if (await classify(picture)) {
        done++;
        times.push(performance.now() - one);
      }
    }
  })();
  await load(phase);
  const elapsed = performance.now() - started;
  const steady = times.slice(1).sort((x, y) => x - y);
  const median = steady[Math.floor(steady.length / 2)];
  console.log(
    `${''.padEnd(14)} ${done} pictures classified in the ${Math.round(elapsed / 1000)} s (first, with the model's load: ${Math.round(times[0] ?? NaN)} ms; then median ${Math.round(median ?? NaN)} ms a picture)`,
  );
  await close();
  await batch;
}

await load('idle');
const child = workerPictureClassifier({ log, timeoutMs: 600_000, maxWaiting: BATCH + 1 });
await busy(
  'child process',
  (picture) => child.classify(picture),
  () => child.close(),
);
const thread = boundedWorker<{ picture: Uint8Array }, object>({
  log,
  timeoutMs: 600_000,
  maxWaiting: BATCH + 1,
  start: () => new Worker(NSFW_WORKER_SOURCE, { eval: true, workerData: nsfwWorkerData() }),
  texts: { unavailable: '', jobFailed: '', timeout: '', crashed: '', full: '' },
});
await busy(
  'worker thread',
  (picture) => thread.run({ picture: new Uint8Array(picture) }),
  () => thread.close(),
);
await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
