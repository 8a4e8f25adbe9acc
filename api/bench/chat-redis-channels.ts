/**
 * Redis pub/sub layout for the realtime bus (not a test: `pnpm --filter @dating/api exec tsx bench/chat-redis-channels.ts`).
 *
 * Two instances, each holding sockets of BENCH_MEMBERS (1,000) different members. Instance A publishes
 * BENCH_EVENTS (20,000) events, each to one member of B. Compared:
 *   - a channel per member: B subscribes to its members' channels; A, holding none of them, gets nothing;
 *   - one shared channel: every instance gets every event and drops the ones for members it does not hold.
 * Printed: time until B has every event, and how many messages each instance had to take in and parse.
 */
import { Redis } from 'ioredis';
import { startRedis } from '../src/test/redis-server.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const payload = (member: number) =>
  JSON.stringify({ o: 'a', m: [member], e: { type: 'counts', unread_messages: 3, new_likes: 1, credits: 120 } });

interface Result {
  layout: string;
  ms: number;
  receivedByB: number;
  parsedByA: number;
  parsedByB: number;
}

async function run(redisUrl: string, layout: 'per-member' | 'shared'): Promise<Result> {
  const publisher = new Redis(redisUrl);
  const subA = new Redis(redisUrl);
  const subB = new Redis(redisUrl);
  const membersA = new Set(Array.from({ length: MEMBERS }, (_, index) => index + 1));
  const membersB = new Set(Array.from({ length: MEMBERS }, (_, index) => MEMBERS + index + 1));
  let parsedA = 0;
  let parsedB = 0;
  let receivedB = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const handler = (mine: Set<number>, count: () => void) => (_channel: string, message: string) => {
    count();
    const envelope = JSON.parse(message) as { m: number[] };
    for (const member of envelope.m) {
      if (!mine.has(member)) continue;
      if (mine === membersB && ++receivedB === EVENTS) done();
    }
  };
  subA.on(
    'message',
    handler(membersA, () => parsedA++),
  );
  subB.on(
    'message',
    handler(membersB, () => parsedB++),
  );
  if (layout === 'per-member') {
    await subA.subscribe(...[...membersA].map((member) => `rt:m:${member}`));
    await subB.subscribe(...[...membersB].map((member) => `rt:m:${member}`));
  } else {
    await subA.subscribe('rt:all');
    await subB.subscribe('rt:all');
  }
  const targets = [...membersB];
  const started = performance.now();
  for (let start = 0; start < EVENTS; start += 500) {
    const pipeline = publisher.pipeline();
    for (let index = start; index < Math.min(EVENTS, start + 500); index++) {
      const member = targets[index % targets.length]!;
      pipeline.publish(layout === 'per-member' ? `rt:m:${member}` : 'rt:all', payload(member));
    }
    await pipeline.exec();
  }
  await finished;
  const ms = performance.now() - started;
  publisher.disconnect();
  subA.disconnect();
  subB.disconnect();
  return { layout, ms, receivedByB: receivedB, parsedByA: parsedA, parsedByB: parsedB };
}

const redis = await startRedis();
try {
  const results: Result[] = [];
  for (const layout of ['per-member', 'shared', 'per-member', 'shared'] as const) results.push(await run(redis.url, layout));
  console.log(`${MEMBERS} members per instance, ${EVENTS} events from A to members on B`);
  console.table(
    results.map((result) => ({
      layout: result.layout,
      'ms until B has all': result.ms.toFixed(0),
      'events/s': Math.round((EVENTS / result.ms) * 1000),
      'parsed by A (holds none)': result.parsedByA,
      'parsed by B': result.parsedByB,
    })),
  );
} finally {
  await redis.stop();
}
