import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { defaultPoolSize, readPoolSize } from './postgres-db.ts';
import { readSlowQueryMs, slowQueryLogger, withQueryLog, type SlowQuery } from './query-log.ts';

/** A database whose every query "takes" the next duration of the list on the test's clock. */
function fakeDb(durations: number[], clock: { ms: number }): Db {
  const db: Db = {
    engine: 'postgres',
    query: async () => {
      clock.ms += durations.shift() ?? 0;
      return { rows: [] };
    },
    exec: async () => undefined,
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

describe('slow-query log', () => {
  it('reports queries over the threshold with their name (else the start of the SQL), in transactions too', async () => {
    const clock = { ms: 0 };
    const slow: SlowQuery[] = [];
    const db = withQueryLog(fakeDb([10, 51, 80, 200], clock), { slowMs: 50, report: (query) => slow.push(query), now: () => clock.ms });
    await db.query('select 1', [], { name: 'fast-one' });
    await db.query('select * from members where id = $1', [1], { name: 'user-by-id' });
    await db.query('select   count(*)\n  from members');
    await db.transaction((tx) => tx.query('update sessions set x = 1', [], { name: 'session-seen' }));
    expect(slow).toEqual([
      { name: 'user-by-id', ms: 51, engine: 'postgres' },
      { name: 'select count(*) from members', ms: 80, engine: 'postgres' },
      { name: 'session-seen', ms: 200, engine: 'postgres' },
    ]);
  });

  it('writes at most maxPerSecond lines a second and counts the ones held back in the next', () => {
    const lines: string[] = [];
    let ms = 5_000;
    const log = slowQueryLogger({ maxPerSecond: 2, write: (line) => lines.push(line), now: () => ms });
    for (let i = 0; i < 5; i++) log({ name: `q${i}`, ms: 60, engine: 'pglite' });
    ms = 6_000;
    log({ name: 'later', ms: 70, engine: 'pglite' });
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.map((line) => line.name)).toEqual(['q0', 'q1', 'later']);
    expect(parsed[2]).toMatchObject({ msg: 'slow query', level: 40, ms: 70, suppressedBefore: 3 });
  });

  it('reads SLOW_QUERY_MS (default 50) and refuses nonsense', () => {
    expect(readSlowQueryMs(undefined)).toBe(50);
    expect(readSlowQueryMs('0')).toBe(0);
    expect(readSlowQueryMs('250')).toBe(250);
    expect(() => readSlowQueryMs('-1')).toThrow('SLOW_QUERY_MS');
    expect(() => readSlowQueryMs('soon')).toThrow('SLOW_QUERY_MS');
  });
});

describe('PostgreSQL pool size', () => {
  it('is sized for the machine and split over the instances, at least 4, unless PG_POOL_MAX says otherwise', () => {
    expect(defaultPoolSize(2, 1)).toBe(8);
    expect(defaultPoolSize(2, 2)).toBe(4);
    expect(defaultPoolSize(16, 4)).toBe(16);
    expect(defaultPoolSize(1, 8)).toBe(4);
    expect(readPoolSize({ PG_POOL_MAX: '25' })).toBe(25);
    expect(() => readPoolSize({ PG_POOL_MAX: '0' })).toThrow('PG_POOL_MAX');
  });
});
