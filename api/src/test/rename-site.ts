import type { Db } from '../db/db.ts';
import { findSiteConfig, upsertSiteConfig } from '../repositories/site-config.ts';

/** Renames the default site in the database only: no instance is told, as an operator's edit would not. */
export async function renameDefaultSite(db: Db, name: string): Promise<void> {
  const site = (await findSiteConfig(db, undefined))!;
  await upsertSiteConfig(db, {
    domain: site.domain,
    isDefault: true,
    companyId: site.company_id,
    settings: { ...site.settings, name },
  });
}
