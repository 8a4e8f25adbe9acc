/**
 * Test-only sites for the signup-policy journeys, written into the e2e database after the seed and before
 * the API starts (PGlite allows one process at a time). Each copies the seeded default site with another
 * `settings.signups`; Chromium resolves every *.localhost name to 127.0.0.1, so the gateway on :8080 serves
 * them and the API picks the site by the forwarded host. The seeded site (localhost) stays 'all'.
 * Run with the API's tsx: `tsx e2e/support/signup-policy-sites.ts` with DATA_DIR set.
 */
import { readConfig } from '../../api/src/config.ts';
import { createDb } from '../../api/src/db/create-db.ts';
import { CLOSED_SITE, INVITE_CODE, INVITE_SITE } from './signup-policy.ts';

async function main() {
  const db = await createDb(readConfig());
  try {
    const policies: Array<[string, string]> = [
      [CLOSED_SITE, 'with_trafficsource'],
      [INVITE_SITE, 'invite_only'],
    ];
    for (const [domain, signups] of policies) {
      await db.query(
        `insert into site_config (domain, is_default, company_id, settings, secrets)
         select $1, false, company_id, settings || jsonb_build_object('signups', $2::text), secrets
           from site_config where is_default
         on conflict (domain) do nothing`,
        [domain, signups],
      );
    }
    await db.query('insert into invite_codes (code, max_uses) values ($1, 5) on conflict (code) do nothing', [INVITE_CODE]);
  } finally {
    await db.close();
  }
}

await main();
