import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../db/pglite-db.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../seed/reference.ts';
import { createServerTemplates, dropServerTemplates } from './server-templates.ts';

/** What a test file's database starts from: migrated, or migrated with the reference data seeded. */
export interface TestDbTemplates {
  migrated: string;
  reference: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PGlite: tarballs of migrated data dirs. On DATABASE_URL: the names of template databases on that server
     * (`create database X template T` copies one in a few milliseconds).
     */
    testDbTemplates: TestDbTemplates;
  }
}

/**
 * Migrating takes ~0.3 s on PostgreSQL and, on PGlite, booting runs initdb (~2-3 s) where loading a data dir
 * dump takes well under a second; the reference data (every country, region and bundle) is another few hundred
 * upserts. So build both once here and let every test file start its own database from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templates = await createServerTemplates(serverUrl);
    project.provide('testDbTemplates', templates);
    return () => dropServerTemplates(serverUrl, templates);
  }
  const dir = await mkdtemp(join(tmpdir(), 'api-pglite-template-'));
  const pglite = await PGlite.create('memory://');
  const db = pgliteDb(pglite);
  await migrate(db);
  const templates = { migrated: join(dir, 'migrated.tar'), reference: join(dir, 'reference.tar') };
  await writeFile(templates.migrated, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await seedReference(db);
  await writeFile(templates.reference, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('testDbTemplates', templates);
  return () => rm(dir, { recursive: true, force: true });
}
