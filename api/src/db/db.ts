/**
 * The one database seam of the API. Repositories only see this interface, so the same SQL runs on the
 * embedded PGlite and on a real PostgreSQL server.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  name?: string;
  /**
   * PostgreSQL: keep the statement prepared on each pooled connection (parsed and planned once, not per call).
   * Only for hot queries whose SQL text comes from a small, fixed set of shapes (values are parameters), as
   * every distinct text stays prepared. PGlite ignores it.
   */
  prepare?: boolean;
}

export interface Db {
  /** Which engine is behind this handle; only for logs and the README's numbers. */
  readonly engine: 'pglite' | 'postgres';
  /**
   * One statement with $1..$n parameters. `name` labels it in the slow-query log (hot queries have one);
   * without it the log shows the start of the SQL.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations, seed resets). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn inside BEGIN/COMMIT; any throw rolls back. A transaction opened on a transaction handle joins
   * the outer one (no savepoints): the outer caller decides about commit.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres type ids whose default parsing differs between pg and PGlite. */
export const PG_TYPE = { INT8: 20, DATE: 1082 } as const;

/**
 * Both drivers return the same JS values: int8 (count(*)) as number, date as 'YYYY-MM-DD' (pg would make a
 * Date at local midnight, PGlite one at UTC midnight).
 */
export const parseInt8 = (value: string): number => Number(value);
export const parseDate = (value: string): string => value;
