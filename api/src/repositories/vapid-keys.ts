import webPush from 'web-push';
import type { Db } from '../db/db.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface KeyRow {
  id: number;
  public_key: string | null;
  private_key: string | null;
}

const hasPair = (row: KeyRow): boolean => Boolean(row.public_key) && Boolean(row.private_key);

/**
 * Every site row gets a VAPID key pair: public in settings.push_public_key (served by settings.php), private in
 * secrets.push_private_key. Rows that have a pair keep it (browsers' subscriptions are bound to the public key).
 * One pair serves all sites: a row without keys takes the default row's pair, so a push can be sent without
 * knowing on which domain the member subscribed. Conditional updates let API instances start together.
 * Returns how many rows were given keys.
 */
export async function ensureVapidKeys(db: Db): Promise<number> {
  const { rows } = await db.query<KeyRow>(
    `select id, settings ->> 'push_public_key' as public_key, secrets ->> 'push_private_key' as private_key
       from site_config order by is_default desc, id`,
  );
  let shared: VapidKeys | null = null;
  let changed = 0;
  for (const row of rows) {
    if (!hasPair(row)) {
      const keys = shared ?? webPush.generateVAPIDKeys();
      const { rows: updated } = await db.query(
        `update site_config
            set settings = jsonb_set(settings, '{push_public_key}', to_jsonb($2::text)),
                secrets = secrets || jsonb_build_object('push_private_key', $3::text),
                updated_at = now()
          where id = $1 and (coalesce(settings ->> 'push_public_key', '') = '' or coalesce(secrets ->> 'push_private_key', '') = '')
          returning id`,
        [row.id, keys.publicKey, keys.privateKey],
      );
      changed += updated.length;
    }
    // Whatever is stored now (ours, or another instance's that won the race) is the pair to share.
    shared ??= await loadRowKeys(db, row.id);
  }
  return changed;
}

async function loadRowKeys(db: Db, id: number): Promise<VapidKeys | null> {
  const { rows } = await db.query<KeyRow>(
    `select id, settings ->> 'push_public_key' as public_key, secrets ->> 'push_private_key' as private_key
       from site_config where id = $1`,
    [id],
  );
  const row = rows[0];
  return row?.public_key && row.private_key ? { publicKey: row.public_key, privateKey: row.private_key } : null;
}

/** The default site's pair and support address (the VAPID subject), or null before the site is configured. */
export async function loadVapidKeys(db: Db): Promise<(VapidKeys & { subject: string }) | null> {
  const { rows } = await db.query<KeyRow & { support_email: string | null }>(
    `select id, settings ->> 'push_public_key' as public_key, secrets ->> 'push_private_key' as private_key,
            settings ->> 'support_email' as support_email
       from site_config where is_default`,
  );
  const row = rows[0];
  if (!row?.public_key || !row.private_key) return null;
  return { publicKey: row.public_key, privateKey: row.private_key, subject: `mailto:${row.support_email || 'push@localhost'}` };
}
