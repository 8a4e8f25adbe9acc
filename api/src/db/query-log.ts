import type { Db, QueryOptions } from './db.ts';

export interface SlowQuery {
  name: string;
  ms: number;
  engine: Db['engine'];
}

export interface QueryLogOptions {
  /** Queries that take longer than this are reported (SLOW_QUERY_MS, default 50; 0 reports every query). */
  slowMs: number;
  report: (query: SlowQuery) => void;
  /** Milliseconds clock (tests step it). Default performance.now. */
  now?: () => number;
}

/** SLOW_QUERY_MS as milliseconds (default 50); a negative value or garbage is a start-up error. */
export function readSlowQueryMs(value: string | undefined): number {
  if (value === undefined || value === '') return 50;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`Invalid SLOW_QUERY_MS: ${value}`);
  return ms;
}

/** One JSON line on stderr in the API's log format (pino level 40 = warn). */
export function logSlowQuery(query: SlowQuery): void {
  console.error(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'slow query', ...query }));
}

/** The label of a query in the log: its name, else its first words. */
function queryLabel(sql: string, options: QueryOptions | undefined): string {
  return options?.name ?? sql.replace(/\s+/g, ' ').trim().slice(0, 80);
}

/**
 * Times every query of db (and of its transactions) and reports those slower than slowMs. On PGlite the time
 * includes the wait for the one connection, which is what a request feels under load.
 */
export function withQueryLog(db: Db, options: QueryLogOptions): Db {
  const now = options.now ?? (() => performance.now());
  const timed = (inner: Db): Db => {
    const wrapped: Db = {
      engine: inner.engine,
      query: async (sql, params, queryOptions) => {
        const started = now();
        try {
          return await inner.query(sql, params, queryOptions);
        } finally {
          const ms = now() - started;
          if (ms > options.slowMs) options.report({ name: queryLabel(sql, queryOptions), ms: Math.round(ms), engine: inner.engine });
        }
      },
      exec: (sql) => inner.exec(sql),
      transaction: (fn) => inner.transaction((tx) => (tx === inner ? fn(wrapped) : fn(timed(tx)))),
      close: () => inner.close(),
    };
    return wrapped;
  };
  return timed(db);
}
