import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/test-db.ts';
import { statementName } from './postgres-db.ts';

describe('Db', () => {
  const db = useTestDb();

  it('runs parameterised queries and returns the same JS types on both engines', async () => {
    const { rows } = await db().query<{ n: number; d: string; j: { a: number }; c: number; f: number }>(
      `select $1::int as n, '2000-02-29'::date as d, '{"a":1}'::jsonb as j, count(*) as c, 1.5::float8 as f
         from generate_series(1, 3)`,
      [42],
    );
    expect(rows).toEqual([{ n: 42, d: '2000-02-29', j: { a: 1 }, c: 3, f: 1.5 }]);
  });

  it('runs prepared statements (PostgreSQL keeps them per connection) with other values, in and out of transactions', async () => {
    const sql = 'select $1::int * 2 as doubled';
    for (const value of [1, 2, 3]) expect((await db().query(sql, [value], { prepare: true })).rows).toEqual([{ doubled: value * 2 }]);
    const inside = await db().transaction((tx) => tx.query<{ doubled: number }>(sql, [21], { prepare: true }));
    expect(inside.rows).toEqual([{ doubled: 42 }]);
  });

  it('commits a transaction', async () => {
    await db().exec('create table tx_commit (v int)');
    const result = await db().transaction(async (tx) => {
      await tx.query('insert into tx_commit values ($1)', [1]);
      return 'done';
    });
    expect(result).toBe('done');
    expect((await db().query('select v from tx_commit')).rows).toEqual([{ v: 1 }]);
  });

  it('rolls back everything when the function throws', async () => {
    await db().exec('create table tx_rollback (v int)');
    await expect(
      db().transaction(async (tx) => {
        await tx.query('insert into tx_rollback values (1)');
        await tx.transaction(async (inner) => inner.query('insert into tx_rollback values (2)'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db().query('select v from tx_rollback')).rows).toEqual([]);
  });

  it('rolls back when a statement fails and stays usable afterwards', async () => {
    await db().exec('create table tx_fail (v int primary key)');
    await expect(
      db().transaction(async (tx) => {
        await tx.query('insert into tx_fail values (1)');
        await tx.query('insert into tx_fail values (1)');
      }),
    ).rejects.toThrow();
    expect((await db().query('select count(*) as c from tx_fail')).rows).toEqual([{ c: 0 }]);
  });

  it('rejects SQL errors with the database message', async () => {
    await expect(db().query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  });
});

describe('statementName', () => {
  it('names one SQL text once and two texts apart (pg refuses one name with two texts)', () => {
    const a = statementName('select 1 as one_for_the_name_test');
    expect(statementName('select 1 as one_for_the_name_test')).toBe(a);
    expect(statementName('select 2 as two_for_the_name_test')).not.toBe(a);
  });
});
