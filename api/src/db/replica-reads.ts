import type { Db } from './db.ts';

/**
 * Reads that may be a moment old (search, showcase, other members' profiles, likes lists) go to a streaming
 * replica; everything else, and every transaction, stays on the primary. The replica is a helper, never a
 * dependency: when it cannot be reached (refused, connect timeout, shutting down, recovery conflict) the read
 * runs on the primary, and the replica is left alone for `retryMs` so each read does not pay the connect
 * timeout again while it is down.
 */
export interface ReplicaReadsOptions {
  /** How long the replica is skipped after it failed (REPLICA_RETRY_MS, default 5 s). */
  retryMs?: number;
  now?: () => number;
  /** Told once per outage (the server logs it). */
  onFallback?: (error: unknown) => void;
}

/**
 * SQLSTATE classes that say the replica, not the query, is the problem: 08 connection exception, 53 insufficient
 * resources, 57 operator intervention (shutdown, cannot connect now), and 40001, which a hot standby raises when
 * replay cancels a query (conflict with recovery). Any other SQL error would fail on the primary as well.
 */
const REPLICA_TROUBLE = /^(08|53|57)/;

export function isReplicaTrouble(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // No SQLSTATE at all: a socket error (ECONNREFUSED, ECONNRESET) or the client's connect/answer timeout.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return REPLICA_TROUBLE.test(code) || code === '40001';
}

export function replicaReads(primary: Db, replica: Db, options: ReplicaReadsOptions = {}): Db {
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  let downUntil = 0;

  return {
    engine: replica.engine,
    query: async (sql, params, queryOptions) => {
      if (now() < downUntil) return primary.query(sql, params, queryOptions);
      try {
        return await replica.query(sql, params, queryOptions);
      } catch (error) {
        if (!isReplicaTrouble(error)) throw error;
        if (now() >= downUntil) options.onFallback?.(error);
        downUntil = now() + retryMs;
        return primary.query(sql, params, queryOptions);
      }
    },
    // Scripts and transactions write, or must read what they write: the primary's.
    exec: (sql) => primary.exec(sql),
    transaction: (fn) => primary.transaction(fn),
    // The primary has its own owner; only the replica's pool is this handle's.
    close: () => replica.close(),
  };
}

/** REPLICA_RETRY_MS: how long a failed replica is skipped (100..600000 ms). */
export function readReplicaRetryMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.REPLICA_RETRY_MS;
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) throw new Error(`Invalid REPLICA_RETRY_MS: ${value}`);
  return ms;
}
