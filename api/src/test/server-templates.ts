import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { createPostgresDb } from '../db/postgres-db.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../seed/reference.ts';

/**
 * Databases on a real server (DATABASE_URL) for the test run: the per-run templates and each file's copy.
 * Every name carries fresh random hex, so parallel files, parallel runs and whatever an aborted run left
 * behind never meet.
 */

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Two template databases, made once per run: one migrated, one migrated with the reference data. A file's
 * `create database X template T` then copies one instead of running every migration again (~0.3 s a file).
 */
export async function createServerTemplates(serverUrl: string): Promise<{ migrated: string; reference: string }> {
  const run = randomDatabaseName('test_template');
  const templates = { migrated: `${run}_migrated`, reference: `${run}_reference` };
  const admin = createPostgresDb(serverUrl, { max: 1 });
  try {
    await admin.exec(`create database ${templates.migrated}`);
    await fill(serverUrl, admin, templates.migrated, migrate);
    await admin.exec(`create database ${templates.reference} template ${templates.migrated}`);
    await fill(serverUrl, admin, templates.reference, seedReference);
  } catch (error) {
    await dropDatabases(admin, Object.values(templates)).catch(() => undefined);
    throw error;
  } finally {
    await admin.close();
  }
  return templates;
}

export async function dropServerTemplates(serverUrl: string, templates: { migrated: string; reference: string }): Promise<void> {
  const admin = createPostgresDb(serverUrl, { max: 1 });
  try {
    await dropDatabases(admin, Object.values(templates));
  } finally {
    await admin.close();
  }
}

/** Runs fill on the database, then waits until its connections are gone: a template must have none. */
async function fill(serverUrl: string, admin: Db, database: string, step: (db: Db) => Promise<unknown>): Promise<void> {
  const db = createPostgresDb(databaseUrl(serverUrl, database), { max: 1 });
  try {
    await step(db);
  } finally {
    await db.close();
  }
  await waitForDisconnect(admin, database);
}

async function dropDatabases(admin: Db, names: string[]): Promise<void> {
  for (const name of names) await admin.exec(`drop database if exists ${name} with (force)`);
}

/**
 * pg's pool.end() resolves before the server has seen every socket close. Copying a template then fails
 * ('source database is being accessed by other users'); dropping with force would kill those backends and
 * make the pool log 'terminating connection due to administrator command'.
 */
export async function waitForDisconnect(admin: Db, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ count: number }>('select count(*) as count from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
