import pg from 'pg';
import { PG_TYPE, parseDate, parseInt8, type Db } from './db.ts';

/** A pooled connection to a real PostgreSQL server (DATABASE_URL). */
export function createPostgresDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: { getTypeParser } });
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on('error', (error) => console.error('postgres pool error', error));

  return {
    engine: 'postgres',
    query: async (sql, params) => {
      const result = await pool.query(sql, params ? [...params] : undefined);
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
    query: async (sql, params) => {
      const result = await client.query(sql, params ? [...params] : undefined);
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
