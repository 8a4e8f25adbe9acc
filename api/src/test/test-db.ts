import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { createPgliteDb } from '../db/pglite-db.ts';
import { createPostgresDb } from '../db/postgres-db.ts';
import { databaseUrl, randomDatabaseName, waitForDisconnect } from './server-templates.ts';

export interface TestDb {
  db: Db;
  /** Closes the database and, on a server, drops it. */
  drop(): Promise<void>;
}

/**
 * A fresh database of the calling file's own: in-memory PGlite by default; with DATABASE_URL a new database
 * test_<random> on that server, so the same test files run against real PostgreSQL in parallel. It starts as a
 * copy of a template made once per run by global-setup.ts: migrated, with reference: true also holding the
 * reference data; with migrate: false it is empty.
 */
export async function createTestDb(options: { migrate?: boolean; reference?: boolean } = {}): Promise<TestDb> {
  const template = (options.migrate ?? true) ? pickTemplate(options.reference ?? false) : undefined;
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createServerTestDb(serverUrl, template) : createMemoryTestDb(template);
}

function pickTemplate(reference: boolean): string {
  const templates = inject('testDbTemplates');
  return reference ? templates.reference : templates.migrated;
}

/** From a data dir tarball when there is one, else a freshly initialised database. */
async function createMemoryTestDb(templateFile: string | undefined): Promise<TestDb> {
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const db = await createPgliteDb('memory://', loadDataDir ? { loadDataDir } : {});
  return { db, drop: () => db.close() };
}

async function createServerTestDb(serverUrl: string, template: string | undefined): Promise<TestDb> {
  const name = randomDatabaseName('test');
  const admin = createPostgresDb(serverUrl, { max: 1 });
  await admin.exec(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const db = createPostgresDb(databaseUrl(serverUrl, name), { max: 4 });
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
 * Gives the calling test file its own database for all its tests. With reference: true it also holds
 * countries, regions, interests, the company and the demo site (no members).
 */
export function useTestDb(options: { reference?: boolean } = {}): () => Db {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb({ reference: options.reference ?? false });
  });
  afterAll(async () => {
    await testDb?.drop();
  });
  return () => {
    if (!testDb) throw new Error('useTestDb: database not ready (used outside a test?)');
    return testDb.db;
  };
}
