import type { Db } from './db.ts';
import { createPostgresDb, readPoolBounds } from './postgres-db.ts';
import { readReplicaRetryMs, replicaReads } from './replica-reads.ts';

/**
 * The replica's connection wait (PG_REPLICA_CONNECT_TIMEOUT_MS, default 500 ms): short, because a read waiting
 * for a replica that is gone then runs on the primary and should not keep the member waiting the primary's 3 s.
 */
export function readReplicaConnectMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PG_REPLICA_CONNECT_TIMEOUT_MS;
  if (value === undefined || value === '') return 500;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 60_000) throw new Error(`Invalid PG_REPLICA_CONNECT_TIMEOUT_MS: ${value}`);
  return ms;
}

/** The API's reads that may be a moment old: a bounded pool on the replica, falling back to `primary`. */
export function openReplicaReads(primary: Db, replicaUrl: string, env: NodeJS.ProcessEnv = process.env): Db {
  const replica = createPostgresDb(replicaUrl, { bounds: { ...readPoolBounds(env), connectMs: readReplicaConnectMs(env) } });
  return replicaReads(primary, replica, {
    retryMs: readReplicaRetryMs(env),
    onFallback: (error) => console.error('read replica unreachable, reading from the primary', (error as Error).message),
  });
}
