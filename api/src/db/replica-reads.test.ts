import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openReplicaReads, readReplicaConnectMs } from './open-replica.ts';
import { isReplicaTrouble, readReplicaRetryMs, replicaReads } from './replica-reads.ts';
import { useTestDb } from '../test/test-db.ts';

/** A Db that records its statements and answers with its own name, or fails with `failWith`. */
function fakeDb(name: string) {
  const calls: string[] = [];
  let failWith: unknown;
  const db: Db = {
    engine: 'postgres',
    query: async <T>(sql: string) => {
      calls.push(sql);
      if (failWith) throw failWith;
      return { rows: [{ from: name }] as T[] };
    },
    exec: async (sql) => {
      calls.push(`exec ${sql}`);
    },
    transaction: async (fn) => fn(db),
    close: async () => {
      calls.push('close');
    },
  };
  return { db, calls, fail: (error: unknown) => (failWith = error) };
}

const sqlError = (code: string) => Object.assign(new Error(`sql ${code}`), { code });

describe('replicaReads', () => {
  it('reads from the replica while it answers; scripts and transactions go to the primary', async () => {
    const primary = fakeDb('primary');
    const replica = fakeDb('replica');
    const reads = replicaReads(primary.db, replica.db);
    expect((await reads.query('select 1')).rows).toEqual([{ from: 'replica' }]);
    await reads.exec('vacuum');
    await reads.transaction((tx) => tx.query('select 2'));
    expect(replica.calls).toEqual(['select 1']);
    expect(primary.calls).toEqual(['exec vacuum', 'select 2']);
  });

  it('falls back to the primary when the replica cannot be reached, and leaves it alone for retryMs', async () => {
    let clock = 1_000;
    const primary = fakeDb('primary');
    const replica = fakeDb('replica');
    const outages: unknown[] = [];
    const reads = replicaReads(primary.db, replica.db, { retryMs: 500, now: () => clock, onFallback: (error) => outages.push(error) });
    replica.fail(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect((await reads.query('select a')).rows).toEqual([{ from: 'primary' }]);
    // Within the window the replica is not tried again.
    clock += 499;
    expect((await reads.query('select b')).rows).toEqual([{ from: 'primary' }]);
    expect(replica.calls).toEqual(['select a']);
    expect(outages).toHaveLength(1);
    // After it, the replica is back in use.
    replica.fail(undefined);
    clock += 1;
    expect((await reads.query('select c')).rows).toEqual([{ from: 'replica' }]);
    expect(primary.calls).toEqual(['select a', 'select b']);
  });

  it('passes an error of the query itself on without running it twice', async () => {
    const primary = fakeDb('primary');
    const replica = fakeDb('replica');
    const reads = replicaReads(primary.db, replica.db);
    replica.fail(sqlError('42P01'));
    await expect(reads.query('select * from nowhere')).rejects.toThrow('sql 42P01');
    expect(primary.calls).toEqual([]);
  });

  it('closes only the replica: the primary has its own owner', async () => {
    const primary = fakeDb('primary');
    const replica = fakeDb('replica');
    await replicaReads(primary.db, replica.db).close();
    expect(replica.calls).toEqual(['close']);
    expect(primary.calls).toEqual([]);
  });

  it('tells replica trouble from query errors', () => {
    for (const trouble of [
      new Error('timeout exceeded when trying to connect'),
      { code: 'ECONNRESET' },
      sqlError('57P01'),
      sqlError('57P03'),
      sqlError('08006'),
      sqlError('53300'),
      sqlError('40001'),
    ]) {
      expect(isReplicaTrouble(trouble)).toBe(true);
    }
    for (const own of [sqlError('42P01'), sqlError('23505'), sqlError('22P02'), sqlError('40P01')]) {
      expect(isReplicaTrouble(own)).toBe(false);
    }
  });

  it('reads its settings from the environment and refuses bad ones', () => {
    expect(readReplicaRetryMs({})).toBe(5_000);
    expect(readReplicaRetryMs({ REPLICA_RETRY_MS: '250' })).toBe(250);
    expect(() => readReplicaRetryMs({ REPLICA_RETRY_MS: '5' })).toThrow('Invalid REPLICA_RETRY_MS');
    expect(readReplicaConnectMs({})).toBe(500);
    expect(() => readReplicaConnectMs({ PG_REPLICA_CONNECT_TIMEOUT_MS: 'soon' })).toThrow('Invalid PG_REPLICA_CONNECT_TIMEOUT_MS');
  });
});

describe('openReplicaReads on a real engine', () => {
  const db = useTestDb();

  it('reads from the primary when nothing listens at the replica address', async () => {
    // Port 1 on loopback refuses at once: the replica of a cluster whose standby is down.
    const reads = openReplicaReads(db(), 'postgres://postgres@127.0.0.1:1/postgres', { PG_REPLICA_CONNECT_TIMEOUT_MS: '200' });
    try {
      const { rows } = await reads.query<{ n: number }>('select count(*) as n from schema_migrations');
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await reads.close();
    }
  });
});
