import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { startRedis, type TestRedis } from './redis-server.ts';
import { useTestDb } from './test-db.ts';

export interface TwoInstances {
  db: ReturnType<typeof useTestDb>;
  a: () => FastifyInstance;
  b: () => FastifyInstance;
}

/**
 * Two API instances on one database (PostgreSQL with DATABASE_URL, else one PGlite shared in process), one data
 * folder and one Redis, as API_INSTANCES=2 runs them: what one instance knows, the other must know too.
 */
export function useTwoInstances(options: Omit<AppOptions, 'db' | 'dataDir' | 'redisUrl'> = {}): TwoInstances {
  const db = useTestDb({ reference: true });
  let redis: TestRedis | undefined;
  let dataDir: string | undefined;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  beforeAll(async () => {
    redis = await startRedis();
    dataDir = await mkdtemp(join(tmpdir(), 'api-two-'));
    const appOptions = { ...options, db: db(), dataDir, redisUrl: redis.url };
    a = await buildApp(appOptions);
    b = await buildApp(appOptions);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return { db, a: () => a ?? raise('instance A not ready'), b: () => b ?? raise('instance B not ready') };
}

function raise(message: string): never {
  throw new Error(message);
}
