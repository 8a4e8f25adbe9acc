import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { createPgliteDb } from '../db/pglite-db.ts';
import { createPostgresDb } from '../db/postgres-db.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../seed/reference.ts';

export interface TestDb {
  db: Db;
  /** Closes the database and, on a server, drops it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite by default; with DATABASE_URL a new database
 * test_<random> on that server, so the same test files run against real PostgreSQL in parallel.
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const shouldMigrate = options.migrate ?? true;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && shouldMigrate) return createMemoryTestDb(inject('pgliteTemplate'));
  const testDb = serverUrl ? await createServerTestDb(serverUrl) : await createMemoryTestDb('');
  if (shouldMigrate) await migrate(testDb.db);
  return testDb;
}

/** From the migrated template made by global-setup.ts when there is one, else an empty database. */
async function createMemoryTestDb(templateFile: string): Promise<TestDb> {
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const db = await createPgliteDb('memory://', loadDataDir ? { loadDataDir } : {});
  return { db, drop: () => db.close() };
}

async function createServerTestDb(serverUrl: string): Promise<TestDb> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(serverUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString(), { max: 4 });
  return {
    db,
    drop: async () => {
      await db.close();
      await waitForDisconnect(admin, name);
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * pg's pool.end() resolves before the server has seen every socket close; dropping then (with force) would
 * kill those backends and make the pool log 'terminating connection due to administrator command'.
 */
async function waitForDisconnect(admin: Db, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ count: number }>(
      'select count(*) as count from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Gives the calling test file its own database for all its tests. With reference: true it also holds
 * countries, regions, interests, the company and the demo site (no members).
 */
export function useTestDb(options: { reference?: boolean } = {}): () => Db {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    if (options.reference) await seedReference(testDb.db);
  });
  afterAll(async () => {
    await testDb?.drop();
  });
  return () => {
    if (!testDb) throw new Error('useTestDb: database not ready (used outside a test?)');
    return testDb.db;
  };
}
