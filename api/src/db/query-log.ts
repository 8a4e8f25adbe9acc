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

/**
 * Reports as one JSON line on stderr in the API's log format (pino level 40 = warn), at most maxPerSecond lines a
 * second: an overloaded database makes every query slow, and a line per query would add to the overload. The
 * lines held back are counted in the next line written.
 */
export function slowQueryLogger(options: { maxPerSecond?: number; write?: (line: string) => void; now?: () => number } = {}) {
  const maxPerSecond = options.maxPerSecond ?? 20;
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = options.now ?? Date.now;
  let second = 0;
  let written = 0;
  let suppressed = 0;
  return (query: SlowQuery): void => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      second = current;
      written = 0;
    }
    if (written >= maxPerSecond) {
      suppressed++;
      return;
    }
    written++;
    const extra = suppressed > 0 ? { suppressedBefore: suppressed } : {};
    suppressed = 0;
    write(JSON.stringify({ level: 40, time: now(), pid: process.pid, msg: 'slow query', ...query, ...extra }));
  };
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
