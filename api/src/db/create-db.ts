import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.ts';
import { createPgliteDb } from './pglite-db.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createPostgresDb, readPoolBounds } from './postgres-db.ts';
import { slowQueryLogger, withQueryLog } from './query-log.ts';

export interface DbOptions {
  /** When set, a real PostgreSQL server is used and dataDir is ignored for storage. */
  databaseUrl?: string | undefined;
  /** The site's data folder; PGlite keeps its files in <dataDir>/pglite. */
  dataDir?: string | undefined;
  /** 'memory://' gives an in-memory PGlite (tests). Overrides dataDir. */
  pgliteDir?: string | undefined;
  /** Report queries slower than this many ms (the server passes SLOW_QUERY_MS); unset: no timing. */
  slowQueryMs?: number | undefined;
  /**
   * The API's requests: bound every statement, lock wait and answer on PostgreSQL (postgres-db.ts, PoolBounds).
   * Batch commands (seed, migrate, purge) leave it off. PGlite runs in this process with one connection: no
   * other session holds its locks, and a stalled engine is a stalled API, which the gateway bounds.
   */
  requestBounds?: boolean;
}

export async function createDb(options: DbOptions): Promise<Db> {
  const db = await openDb(options);
  if (options.slowQueryMs === undefined) return db;
  return withQueryLog(db, { slowMs: options.slowQueryMs, report: slowQueryLogger() });
}

async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.requestBounds ? { bounds: readPoolBounds() } : {});
  if (options.pgliteDir) return createPgliteDb(options.pgliteDir);
  if (!options.dataDir) throw new Error('createDb needs databaseUrl, pgliteDir or dataDir');
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(dir);
  try {
    const db = await createPgliteDb(dir);
    return {
      ...db,
      close: async () => {
        await db.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
