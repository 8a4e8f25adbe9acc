import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../db/pglite-db.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite data dir, or '' when tests run on DATABASE_URL. */
    pgliteTemplate: string;
  }
}

/**
 * Booting PGlite runs initdb (~2-3 s); loading a data dir dump takes ~0.4 s. So migrate once here and let
 * every test file start its in-memory database from that dump.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'api-pglite-template-'));
  const file = join(dir, 'template.tar');
  const pglite = await PGlite.create('memory://');
  await migrate(pgliteDb(pglite));
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
