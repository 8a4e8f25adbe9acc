import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

/**
 * A secret of the default site row (site_config.secrets, never sent to clients), made on first use. The
 * conditional update lets two API instances race safely: the first write wins and both read that value.
 */
export async function siteSecret(db: Db, name: string): Promise<string> {
  await db.query(
    `update site_config set secrets = secrets || jsonb_build_object($1::text, $2::text), updated_at = now()
      where is_default and not (secrets ? $1::text)`,
    [name, randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string | null }>('select secrets ->> $1::text as value from site_config where is_default', [
    name,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error('site_config has no default row: run `pnpm seed`');
  return value;
}
