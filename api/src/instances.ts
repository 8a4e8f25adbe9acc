import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { migrate } from './db/migrate.ts';
import { ensureVapidKeys } from './repositories/vapid-keys.ts';

/** A worker that dies sooner than this after starting is restarted after a pause, not in a tight loop. */
const CRASH_LOOP_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;

/**
 * The primary of API_INSTANCES=N (node cluster): migrates and makes the push keys once, then forks N workers
 * that all accept on the one port (the primary hands connections out round-robin, WebSocket upgrades included,
 * since they are connections like any other). Everything the workers share lives in PostgreSQL and Redis
 * (sessions, rate limits, realtime fan-out, cache invalidation; readConfig requires both). A worker that exits
 * unexpectedly is replaced; SIGTERM/SIGINT stop every worker (each finishes its requests) and then the primary.
 */
export async function runInstances(config: ServerConfig): Promise<void> {
  const db = await createDb(config);
  try {
    const applied = await migrate(db);
    await ensureVapidKeys(db);
    log(`database ready (${db.engine}, ${applied.length} migrations applied); starting ${config.instances} API instances`);
  } finally {
    await db.close();
  }

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`instance ${worker.process.pid} exited (${signal ?? code}); starting another`);
    if (lived < CRASH_LOOP_MS) setTimeout(fork, RESTART_PAUSE_MS);
    else fork();
  });
  for (let i = 0; i < config.instances; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} API instances`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function log(message: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
}
