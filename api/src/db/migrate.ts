import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same in every API instance so two starting at once queue up.
const MIGRATION_LOCK_KEY = 7_415_201;
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

/**
 * Applies every migrations/NNNN_name.sql not yet recorded in schema_migrations, in order, each in its own
 * transaction together with its bookkeeping row. Returns the versions applied now.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.exec(`set local statement_timeout = 0; set local lock_timeout = 0; select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });

  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const didApply = await db.transaction(async (tx) => {
      // A migration may rewrite a big table, and may wait for another instance's: neither is a request, so
      // neither the API pool's statement and lock bounds nor its client-side answer bound apply (exec).
      await tx.exec(`set local statement_timeout = 0; set local lock_timeout = 0; select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (didApply) applied.push(version);
  }
  return applied;
}
