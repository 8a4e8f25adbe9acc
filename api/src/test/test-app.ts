import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { useTestDb } from './test-db.ts';

export interface TestApp {
  app: () => FastifyInstance;
  dataDir: () => string;
}

/** An app on its own database (reference data seeded) and its own temporary data folder. */
export function useTestApp(options: Omit<AppOptions, 'db' | 'dataDir'> = {}): TestApp & { db: ReturnType<typeof useTestDb> } {
  const db = useTestDb({ reference: true });
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
    app = await buildApp({ ...options, db: db(), dataDir, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    db,
    app: () => app ?? raise('app not ready'),
    dataDir: () => dataDir ?? raise('dataDir not ready'),
  };
}

function raise(message: string): never {
  throw new Error(message);
}
