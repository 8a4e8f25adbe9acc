import type { Db } from '../db/db.ts';
import type { StoredSiteSettings } from '../contracts/settings.ts';

export interface SiteConfigRow {
  id: number;
  domain: string;
  company_id: number | null;
  settings: StoredSiteSettings;
}

/** The row for this domain, else the default row; null only when no site is configured at all. */
export async function findSiteConfig(db: Db, domain: string | undefined): Promise<SiteConfigRow | null> {
  const { rows } = await db.query<SiteConfigRow>(
    `select id, domain, company_id, settings
       from site_config
      where domain = $1 or is_default
      order by (domain = $1) desc
      limit 1`,
    [domain ?? ''],
    { name: 'site-config' },
  );
  return rows[0] ?? null;
}

export interface SiteConfigInput {
  domain: string;
  isDefault: boolean;
  companyId: number | null;
  settings: StoredSiteSettings;
  secrets?: Record<string, string>;
}

export async function upsertSiteConfig(db: Db, input: SiteConfigInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into site_config (domain, is_default, company_id, settings, secrets)
     values ($1, $2, $3, $4::text::jsonb, $5::text::jsonb)
     on conflict (domain) do update
       set is_default = excluded.is_default, company_id = excluded.company_id,
           settings = excluded.settings, secrets = excluded.secrets, updated_at = now()
     returning id`,
    [input.domain.toLowerCase(), input.isDefault, input.companyId, JSON.stringify(input.settings), JSON.stringify(input.secrets ?? {})],
  );
  return rows[0]!.id;
}

/** Every configured site's domain (the production start-up checks them). */
export async function listSiteDomains(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>(`select domain from site_config order by domain`);
  return rows.map((row) => row.domain);
}

/**
 * The settings of a signup site (by id), or the default site's when it has none or it is gone: they set the prices of
 * the site's members on every domain. Read through findCachedSignupSettings (plugins/site.ts).
 */
export async function findSignupSiteSettings(db: Db, signupSiteId: number | null): Promise<StoredSiteSettings | null> {
  const { rows } = await db.query<{ settings: StoredSiteSettings }>(
    `select coalesce(s.settings, d.settings) as settings
       from site_config d left join site_config s on s.id = $1
      where d.is_default`,
    [signupSiteId],
    { name: 'signup-site-settings' },
  );
  return rows[0]?.settings ?? null;
}
