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

/** A pooled connection to a real PostgreSQL server (DATABASE_URL). */
export function createPostgresDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? readPoolSize(), types: { getTypeParser } });
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on('error', (error) => console.error('postgres pool error', error));

  return {
    engine: 'postgres',
    query: async (sql, params, options) => {
      const values = params ? [...params] : undefined;
      const result = await pool.query(options?.prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values });
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    engine: 'postgres',
    query: async (sql, params, options) => {
      const values = params ? [...params] : undefined;
      const result = await client.query(options?.prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values });
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
