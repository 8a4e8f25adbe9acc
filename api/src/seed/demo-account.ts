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
  const existing = await findDemoMember(db, DEMO_LOGIN.email);
  if (existing !== null) return existing;
  const site = await db.query<{ credits: number | null }>(
    `select (settings->>'signup_credits')::int as credits from site_config where is_default`,
  );
  const signupCredits = site.rows[0]?.credits ?? 0;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (tx) => {
    const id = await insertDemoMember(tx, {
      email: DEMO_LOGIN.email,
      passwordHash,
      name: 'Demo',
      gender: 'female',
      birthdate: '1994-05-17',
      about: 'Ik ben het demo-account van deze site.',
    });
    await addCredits(tx, id, signupCredits, 'signup', new Date());
    return id;
  });
}

/** The id of the demo member with this login, or null before the first seed. */
export async function findDemoMember(db: Db, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from members where lower(email) = $1', [email]);
  return rows[0]?.id ?? null;
}

export interface DemoMember {
  email: string;
  passwordHash: string;
  name: string;
  gender: 'female' | 'male';
  birthdate: string;
  about: string;
}

/** A demo login: an active Dutch member looking for the other gender, in the first Dutch region. */
export async function insertDemoMember(tx: Db, member: DemoMember): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into members (email, password_hash, name, gender, sexuality, birthdate, country, region_id, language,
                          about, status, last_active_at)
     values ($1, $2, $3, $4, 'hetero', $5, 'NL',
             (select id from regions where country = 'NL' order by id limit 1), 'nl', $6, 'active', now())
     returning id`,
    [member.email, member.passwordHash, member.name, member.gender, member.birthdate, member.about],
  );
  return rows[0]!.id;
}
