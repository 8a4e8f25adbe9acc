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
  return ensureDemoMember(db, DEMO_LOGIN, DEMO_PROFILE, async (tx, id) => {
    const site = await tx.query<{ credits: number | null }>(
      `select (settings->>'signup_credits')::int as credits from site_config where is_default`,
    );
    await addCredits(tx, id, site.rows[0]?.credits ?? 0, 'signup', new Date());
  });
}

const DEMO_PROFILE: DemoProfile = {
  name: 'Demo',
  gender: 'female',
  birthdate: '1994-05-17',
  about: 'Ik ben het demo-account van deze site.',
};

/**
 * A demo login, created once with `then` in the same transaction; a re-seed finds it by its address and keeps it
 * (and its password) as it is.
 */
export async function ensureDemoMember(
  db: Db,
  login: { email: string; password: string },
  profile: DemoProfile,
  then: (tx: Db, id: number) => Promise<void>,
): Promise<number> {
  const existing = await db.query<{ id: number }>('select id from members where lower(email) = $1', [login.email]);
  if (existing.rows[0]) return existing.rows[0].id;
  const passwordHash = await hashPassword(login.password);
  return db.transaction(async (tx) => {
    const id = await insertDemoMember(tx, login.email, passwordHash, profile);
    await then(tx, id);
    return id;
  });
}

export interface DemoProfile {
  name: string;
  gender: 'female' | 'male';
  birthdate: string;
  about: string;
}

/** A demo login: an active Dutch member looking for the other gender, in the first Dutch region. */
async function insertDemoMember(tx: Db, email: string, passwordHash: string, member: DemoProfile): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into members (email, password_hash, name, gender, sexuality, birthdate, country, region_id, language,
                          about, status, last_active_at)
     values ($1, $2, $3, $4, 'hetero', $5, 'NL',
             (select id from regions where country = 'NL' order by id limit 1), 'nl', $6, 'active', now())
     returning id`,
    [email, passwordHash, member.name, member.gender, member.birthdate, member.about],
  );
  return rows[0]!.id;
}
