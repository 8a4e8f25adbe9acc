import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PG_TYPE, parseDate, parseInt8, type Db, type QueryResult } from './db.ts';

/**
 * Embedded PostgreSQL (WASM). dataDir is a folder, or 'memory://' for a throwaway database;
 * loadDataDir starts from a dump instead of running initdb (tests use a migrated template).
 */
export async function createPgliteDb(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pglite = await PGlite.create(dataDir, {
    parsers: { [PG_TYPE.INT8]: parseInt8, [PG_TYPE.DATE]: parseDate },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteDb(pglite);
}

/** The Db face of an open PGlite instance; close() closes the instance. */
export function pgliteDb(pglite: PGlite): Db {
  return {
    engine: 'pglite',
    query: (sql, params) => runQuery(pglite, sql, params),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx))),
    close: () => pglite.close(),
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    engine: 'pglite',
    query: (sql, params) => runQuery(tx, sql, params),
    exec: async (sql) => {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => {
      throw new Error('close() on a transaction handle');
    },
  };
  return db;
}

async function runQuery<T>(target: Pick<Transaction, 'query'>, sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
  const result = await target.query<T>(sql, [...params]);
  return { rows: result.rows };
}
