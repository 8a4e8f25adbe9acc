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

/**
 * useTestApp built while the environment variable `name` is unset, so the app takes its own default; the variable
 * is put back once the app is built.
 */
export function useTestAppWithout(name: string, options: Omit<AppOptions, 'db' | 'dataDir'> = {}): ReturnType<typeof useTestApp> {
  const previous = process.env[name];
  delete process.env[name];
  const testApp = useTestApp(options);
  // After useTestApp's own beforeAll, which builds the app.
  beforeAll(() => {
    if (previous !== undefined) process.env[name] = previous;
  });
  return testApp;
}

function raise(message: string): never {
  throw new Error(message);
}
