import { availableParallelism } from 'node:os';
import pg from 'pg';
import { PG_TYPE, parseDate, parseInt8, type Db } from './db.ts';

/**
 * Connections per API process when PG_POOL_MAX is not set: about four per core across all instances on the
 * machine (a request mostly waits on PostgreSQL, which itself wants a few connections per core), at least 4.
 */
export function defaultPoolSize(cores = availableParallelism(), instances = 1): number {
  return Math.max(4, Math.ceil((cores * 4) / Math.max(1, instances)));
}

/** PG_POOL_MAX, else the machine-sized default for API_INSTANCES processes. */
export function readPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PG_POOL_MAX;
  if (value === undefined || value === '') return defaultPoolSize(availableParallelism(), Number(env.API_INSTANCES) || 1);
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > 1000) throw new Error(`Invalid PG_POOL_MAX: ${value}`);
  return max;
}

/**
 * How long a request's database work may take before it fails instead of holding the member's page: the API
 * answers 503 `database_unavailable` then (plugins/error-handler.ts), well inside the gateway's 10 s. The
 * server bounds each statement and each wait for a row lock; the client bounds the wait for an answer too,
 * because a stalled server (frozen, or a host gone without a reset) never enforces its own bound; and the
 * wait for a connection, because a restarting server accepts none.
 */
export interface PoolBounds {
  /** Server-side `statement_timeout` (PG_STATEMENT_TIMEOUT_MS, default 5 s). */
  statementMs: number;
  /** Server-side `lock_timeout` (PG_LOCK_TIMEOUT_MS, default 2 s): a row held by a stuck transaction. */
  lockMs: number;
  /** Client-side wait for a query's answer (statement bound + 1 s): a stalled server. */
  answerMs: number;
  /** Wait for a new connection, or a free one from the pool (PG_CONNECT_TIMEOUT_MS, default 3 s). */
  connectMs: number;
}

function boundFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) throw new Error(`Invalid ${name}: ${value} (milliseconds, 100..600000)`);
  return ms;
}

/** The bounds of the API's pool, from the environment. */
export function readPoolBounds(env: NodeJS.ProcessEnv = process.env): PoolBounds {
  const statementMs = boundFrom(env, 'PG_STATEMENT_TIMEOUT_MS', 5_000);
  return {
    statementMs,
    lockMs: boundFrom(env, 'PG_LOCK_TIMEOUT_MS', 2_000),
    answerMs: statementMs + 1_000,
    connectMs: boundFrom(env, 'PG_CONNECT_TIMEOUT_MS', 3_000),
  };
}

const statementNames = new Map<string, string>();

/**
 * The prepared-statement name of a SQL text: pg prepares a name once per connection and refuses one name with
 * two texts, so each distinct text gets its own. Only `prepare: true` queries come here (a bounded set of texts).
 */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `prepared-${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** What a query sends: its text and values, its prepared name, and the client's wait for its answer. */
function queryConfig(
  sql: string,
  params: readonly unknown[] | undefined,
  prepare: boolean | undefined,
  answerMs: number | undefined,
): pg.QueryConfig {
  const values = params ? [...params] : undefined;
  return { ...(prepare ? { name: statementName(sql) } : {}), text: sql, values, ...(answerMs ? { query_timeout: answerMs } : {}) };
}

/**
 * A pooled connection to a real PostgreSQL server (DATABASE_URL). With `bounds` (the API's requests) every
 * statement, lock wait, answer and wait for a connection is bounded; without (migrations, seeding, batch
 * commands, tests) nothing is. exec() is never bounded on the client: it runs scripts (migrations), not requests.
 * A connection that failed is dropped, so the pool reconnects by itself when PostgreSQL is back.
 */
export function createPostgresDb(connectionString: string, options: { max?: number; bounds?: PoolBounds } = {}): Db {
  const { bounds } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? readPoolSize(),
    types: { getTypeParser },
    // Unbounded (batch work, tests): a burst may queue for the pool's few connections as long as it takes.
    ...(bounds ? { connectionTimeoutMillis: bounds.connectMs, statement_timeout: bounds.statementMs, lock_timeout: bounds.lockMs } : {}),
  });
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on('error', (error) => console.error('postgres pool error', error));
  const answerMs = bounds?.answerMs;

  return {
    engine: 'postgres',
    query: async (sql, params, options) => {
      // pool.query releases the client with the error, which drops a broken connection.
      const result = await pool.query(queryConfig(sql, params, options?.prepare, answerMs));
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed (lost, or the server stalled) is dropped, not handed to the next request.
      let broken: Error | undefined;
      try {
        await client.query(queryConfig('BEGIN', undefined, false, answerMs));
        const result = await fn(clientDb(client, answerMs));
        await client.query(queryConfig('COMMIT', undefined, false, answerMs));
        return result;
      } catch (error) {
        await client.query(queryConfig('ROLLBACK', undefined, false, answerMs)).catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: pg.PoolClient, answerMs: number | undefined): Db {
  const db: Db = {
    engine: 'postgres',
    query: async (sql, params, options) => {
      const result = await client.query(queryConfig(sql, params, options?.prepare, answerMs));
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => {
      throw new Error('close() on a transaction handle');
    },
  };
  return db;
}

function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === PG_TYPE.INT8) return parseInt8;
  if (oid === PG_TYPE.DATE) return parseDate;
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}
