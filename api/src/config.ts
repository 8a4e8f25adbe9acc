import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { readSlowQueryMs } from './db/query-log.ts';

/** The repository's data/ folder (api/../data), shared by the API, the seed and the mail outbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A streaming read replica of DATABASE_URL (DATABASE_REPLICA_URL) for reads that may be a moment old; unset:
   * every read goes to the primary. Needs DATABASE_URL.
   */
  databaseReplicaUrl: string | undefined;
  /** Proxies in front of the API whose X-Forwarded-* entries are trusted (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops: number;
  /** API processes on the one port (API_INSTANCES, default 1); more than one needs DATABASE_URL and REDIS_URL. */
  instances: number;
  /** Queries slower than this many ms are logged with their name (SLOW_QUERY_MS, default 50). */
  slowQueryMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: readReplicaUrl(env),
    trustProxyHops: readHops(env.TRUST_PROXY_HOPS),
    instances: readInstances(env),
    slowQueryMs: readSlowQueryMs(env.SLOW_QUERY_MS),
  };
}

/**
 * Several processes must share what one process keeps to itself: the database (PGlite is one process's
 * folder), and rate limits, realtime delivery and cache invalidation (Redis).
 */
function readInstances(env: NodeJS.ProcessEnv): number {
  const value = env.API_INSTANCES;
  if (value === undefined || value === '') return 1;
  const instances = Number(value);
  if (!Number.isInteger(instances) || instances < 1 || instances > 64) throw new Error(`Invalid API_INSTANCES: ${value}`);
  if (instances > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new Error('API_INSTANCES above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: PGlite and in-memory state are one process only');
  }
  return instances;
}

function readHops(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`Invalid TRUST_PROXY_HOPS: ${value}`);
  return hops;
}

function readReplicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_REPLICA_URL || undefined;
  if (url && !env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: the replica follows a PostgreSQL primary');
  return url;
}
