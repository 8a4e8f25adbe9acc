import type { Db } from '../db/db.ts';
import { addCredits } from '../repositories/credits.ts';
import { hashPassword } from '../services/account/passwords.ts';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;

/**
 * The demo login printed by the seed: an active Dutch woman looking for men, with the default site's signup
 * credits (through the ledger).
 * Created once; a re-seed keeps it (and its password) as it is.
 */
export async function ensureDemoAccount(db: Db): Promise<number> {
  const existing = await db.query<{ id: number }>('select id from members where lower(email) = $1', [DEMO_LOGIN.email]);
  if (existing.rows[0]) return existing.rows[0].id;
  const site = await db.query<{ credits: number | null }>(
    `select (settings->>'signup_credits')::int as credits from site_config where is_default`,
  );
  const signupCredits = site.rows[0]?.credits ?? 0;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into members (email, password_hash, name, gender, sexuality, birthdate, country, region_id, language,
                            about, status, last_active_at)
       values ($1, $2, 'Demo', 'female', 'hetero', '1994-05-17', 'NL',
               (select id from regions where country = 'NL' order by id limit 1), 'nl',
               'Ik ben het demo-account van deze site.', 'active', now())
       returning id`,
      [DEMO_LOGIN.email, passwordHash],
    );
    const id = rows[0]!.id;
    await addCredits(tx, id, signupCredits, 'signup', new Date());
    return id;
  });
}
