/**
 * Chat send -> deliver latency over real sockets (not a test: `pnpm --filter @dating/api bench:chat`).
 *
 * Runs inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh sets DATABASE_URL). Seeds BENCH_SOCKETS/2
 * pairs of real members with real sessions, starts the real API server (src/server.ts) as child processes and
 * connects BENCH_SOCKETS (1,000) WebSockets, one per member. Each measured message is a POST /api/chat.php by
 * one member of a pair; its latency runs from the start of that request to the `message` event arriving on the
 * other member's socket. BENCH_CONCURRENCY (8) sends are in flight at a time, BENCH_MESSAGES (3,000) per run.
 *
 *   1. one instance: sends and sockets on A (in-memory bus);
 *   2. two instances and one Redis: sends on A, every socket on B.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../src/contracts/realtime.ts';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { startRedis } from '../src/test/redis-server.ts';
import { startApiServer, type BenchServer } from './api-server.ts';
import { seedPairs, type BenchPair } from './chat-seed.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:chat runs inside scripts/with-postgres.sh (DATABASE_URL)');

/** The real API server, as deployed: its own process, PostgreSQL, Redis when given. */
function startInstance(dataDir: string, redisUrl?: string): Promise<BenchServer> {
  return startApiServer({
    // The bench measures delivery, not the per-member send limit.
    env: { ...process.env, RATE_LIMITS: 'chat-send=1000000', DATA_DIR: dataDir, REDIS_URL: redisUrl ?? '', DATABASE_URL: databaseUrl },
    attempts: 300,
  });
}

/**
 * Arrival times on receivers' sockets by message id. The receiver's copy of a message carries no client_id (only
 * the sender's does), so a send is matched by the id its answer names; the event may come before the answer.
 */
const arrivedAt = new Map<number, number>();
const waiting = new Map<number, (at: number) => void>();

function arrived(messageId: number, at: number): void {
  const waiter = waiting.get(messageId);
  if (waiter) waiter(at);
  else arrivedAt.set(messageId, at);
}

function arrival(messageId: number): Promise<number> {
  const at = arrivedAt.get(messageId);
  if (at !== undefined) {
    arrivedAt.delete(messageId);
    return Promise.resolve(at);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`message ${messageId} not delivered in 10 s`)), 10_000);
    waiting.set(messageId, (time) => {
      clearTimeout(timer);
      waiting.delete(messageId);
      resolve(time);
    });
  });
}

function connect(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + REALTIME_PATH, { headers: { cookie }, origin: url });
    ws.on('message', (data) => {
      const at = performance.now();
      const event = JSON.parse(String(data)) as { type: string; message?: { id: number; mine: boolean } };
      if (event.type === 'message' && event.message && !event.message.mine) arrived(event.message.id, at);
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function connectAll(url: string, pairs: readonly BenchPair[]): Promise<WebSocket[]> {
  const members = pairs.flatMap((pair) => [pair.sender, pair.receiver]).slice(0, SOCKETS);
  const sockets: WebSocket[] = [];
  for (let start = 0; start < members.length; start += 50) {
    sockets.push(...(await Promise.all(members.slice(start, start + 50).map((member) => connect(url, member.cookie)))));
  }
  return sockets;
}

/** One send; resolves with its send -> deliver latency in ms once both the answer and the delivery are in. */
async function send(
  apiUrl: string,
  pair: BenchPair,
  target: { conversation: number } | { profile: number },
): Promise<{ latency: number; answer: number; conversation: number }> {
  const clientId = randomUUID();
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/chat.php`, {
    method: 'POST',
    headers: { cookie: pair.sender.cookie, 'content-type': 'application/json', 'x-request-type': 'client', origin: apiUrl },
    body: JSON.stringify({ ...target, kind: 'text', text: `Hallo ${clientId.slice(0, 8)}`, client_id: clientId }),
  });
  const body = (await response.json()) as { message?: { id: number; conversation: number }; error?: string };
  if (!response.ok || !body.message) throw new Error(`send failed: ${response.status} ${JSON.stringify(body)}`);
  const answered = performance.now();
  const at = await arrival(body.message.id);
  return { latency: at - started, answer: answered - started, conversation: body.message.conversation };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface RunResult {
  label: string;
  messages: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Until the sender had the HTTP answer (the send itself: transaction, events, counts). */
  answerP50: number;
  answerP99: number;
}

/** Sends `count` messages round-robin over the pairs, CONCURRENCY at a time. */
async function measure(
  label: string,
  apiUrl: string,
  pairs: readonly BenchPair[],
  conversations: readonly number[],
  count = MESSAGES,
): Promise<RunResult> {
  const latencies: number[] = [];
  const answers: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const pair = index % pairs.length;
        const result = await send(apiUrl, pairs[pair]!, { conversation: conversations[pair]! });
        latencies.push(result.latency);
        answers.push(result.answer);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  return {
    answerP50: percentile(answers, 50),
    answerP99: percentile(answers, 99),
    label,
    messages: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1)!,
  };
}

/** The first message of each pair opens its conversation (not measured). */
async function openConversations(apiUrl: string, pairs: readonly BenchPair[]): Promise<number[]> {
  const conversations: number[] = [];
  for (let start = 0; start < pairs.length; start += CONCURRENCY) {
    const batch = pairs.slice(start, start + CONCURRENCY);
    const sent = await Promise.all(batch.map((pair) => send(apiUrl, pair, { profile: pair.receiver.id })));
    conversations.push(...sent.map((result) => result.conversation));
  }
  return conversations;
}

const dataDir = await mkdtemp(join(tmpdir(), 'chat-bench-'));
const instances: BenchServer[] = [];
const redis = await startRedis();
const results: RunResult[] = [];
try {
  const db = createPostgresDb(databaseUrl, { max: 4 });
  const seeding = performance.now();
  const pairs = await seedPairs(db, Math.ceil(SOCKETS / 2));
  await db.close();
  console.log(`Seeded ${pairs.length * 2} members with sessions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  // 1. One instance.
  const single = await startInstance(dataDir);
  instances.push(single);
  let sockets = await connectAll(single.url, pairs);
  console.log(`${sockets.length} sockets on one instance`);
  const conversations = await openConversations(single.url, pairs);
  results.push(await measure('1 instance (in-memory bus)', single.url, pairs, conversations));
  sockets.forEach((socket) => socket.terminate());
  await single.stop();

  // 2. Two instances and Redis: sends on A, sockets on B.
  const a = await startInstance(dataDir, redis.url);
  const b = await startInstance(dataDir, redis.url);
  instances.push(a, b);
  sockets = await connectAll(b.url, pairs);
  console.log(`${sockets.length} sockets on instance B, sending through A`);
  // Warm A's connections and code paths like the single run's conversation openings did.
  await measure('warm-up', a.url, pairs, conversations, pairs.length);
  results.push(await measure('2 instances + Redis (send on A, sockets on B)', a.url, pairs, conversations));
  sockets.forEach((socket) => socket.terminate());
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\n${SOCKETS} sockets, ${MESSAGES} messages per run, ${CONCURRENCY} sends in flight (POST /api/chat.php -> message event on the other socket)`,
);
console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`,
);
// The goal of one API process on PostgreSQL; both figures per run, next to what was measured.
const GOAL_P99_MS = 50;
const GOAL_PER_SECOND = 300;
console.table(
  results.map((result) => ({
    run: result.label,
    messages: result.messages,
    'msg/s': Math.round(result.perSecond),
    'p50 ms': result.p50.toFixed(1),
    'p95 ms': result.p95.toFixed(1),
    'p99 ms': result.p99.toFixed(1),
    'max ms': result.max.toFixed(1),
    'answer p50 ms': result.answerP50.toFixed(1),
    'answer p99 ms': result.answerP99.toFixed(1),
  })),
);
console.log(`Goal per API process: p99 send -> delivery <= ${GOAL_P99_MS} ms at >= ${GOAL_PER_SECOND} msg/s`);
for (const result of results) {
  const met = result.p99 <= GOAL_P99_MS && result.perSecond >= GOAL_PER_SECOND;
  console.log(
    `  ${result.label}: p99 ${result.p99.toFixed(1)} ms (goal <= ${GOAL_P99_MS}), ${Math.round(result.perSecond)} msg/s (goal >= ${GOAL_PER_SECOND}): ${met ? 'met' : 'NOT met'}`,
  );
}
