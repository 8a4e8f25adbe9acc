import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { migrate } from './migrate.ts';

describe('migrate', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  async function freshDb(): Promise<TestDb> {
    const testDb = await createTestDb({ migrate: false });
    cleanup.push(testDb.drop);
    return testDb;
  }

  it('applies the shipped migrations once and records them', async () => {
    const { db } = await freshDb();
    // The shipped files, read independently of the runner: every one is applied, in name order.
    const shipped = (await readdir(new URL('../../migrations/', import.meta.url)))
      .filter((name) => /^\d{4}_.+\.sql$/.test(name))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    expect(shipped.slice(0, 2)).toEqual(['0001_init', '0002_member_search']);
    expect(await migrate(db)).toEqual(shipped);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(shipped);
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'company_info',
        'countries',
        'interests',
        'member_interests',
        'members',
        'photos',
        'regions',
        'schema_migrations',
        'site_config',
        'sessions',
        'likes',
        'blocks',
      ]),
    );
  });

  it('applies files in order and rolls back a failing one without recording it', async () => {
    const { db } = await freshDb();
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, '0002_second.sql'), 'insert into things values (2);');
    await writeFile(join(dir, '0001_first.sql'), 'create table things (v int); insert into things values (1);');
    await writeFile(join(dir, '0003_broken.sql'), 'insert into things values (3); select * from missing_table;');
    await writeFile(join(dir, 'notes.txt'), 'not a migration');

    await expect(migrate(db, dir)).rejects.toThrow(/missing_table/);
    const { rows } = await db.query<{ v: number }>('select v from things order by v');
    expect(rows.map((row) => row.v)).toEqual([1, 2]);
    const versions = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(versions.rows.map((row) => row.version)).toEqual(['0001_first', '0002_second']);

    await writeFile(join(dir, '0003_broken.sql'), 'insert into things values (3);');
    expect(await migrate(db, dir)).toEqual(['0003_broken']);
  });
});
