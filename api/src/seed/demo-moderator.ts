import type { Db } from '../db/db.ts';
import { hashPassword } from '../services/account/passwords.ts';

export const MODERATOR_LOGIN = { email: 'moderator@example.com', password: 'moderator1234' } as const;

/**
 * The demo moderator printed by the seed: an account with the moderator role, invisible, so it never shows
 * up in members' searches. Created once; a re-seed keeps it as it is (and gives it the role back).
 */
export async function ensureDemoModerator(db: Db): Promise<number> {
  const existing = await db.query<{ id: number }>(`update members set role = 'moderator' where lower(email) = $1 returning id`, [
    MODERATOR_LOGIN.email,
  ]);
  if (existing.rows[0]) return existing.rows[0].id;
  const passwordHash = await hashPassword(MODERATOR_LOGIN.password);
  const { rows } = await db.query<{ id: number }>(
    `insert into members (email, password_hash, name, gender, sexuality, birthdate, country, language, status, invisible, role)
     values ($1, $2, 'Moderator', 'female', 'hetero', '1990-01-01', 'NL', 'nl', 'active', true, 'moderator')
     returning id`,
    [MODERATOR_LOGIN.email, passwordHash],
  );
  return rows[0]!.id;
}
