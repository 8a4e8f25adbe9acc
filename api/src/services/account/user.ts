import type { User } from '../../contracts/user.ts';
import type { Db } from '../../db/db.ts';
import type { SiteConfigRow } from '../../repositories/site-config.ts';
import { findUserById } from '../../repositories/users.ts';
import { accountError } from './errors.ts';

/** The member in the user.php shape (fictional_icon from this site's settings). */
export async function loadUser(db: Db, site: SiteConfigRow, memberId: number): Promise<User> {
  const user = await findUserById(db, memberId, site.settings.fictional_icon);
  if (!user) throw accountError(403, 'authentication_required');
  return user;
}

/** Like loadUser, but a vanished member is simply nobody (GET user.php). */
export function loadUserOrNull(db: Db, site: SiteConfigRow, memberId: number): Promise<User | null> {
  return findUserById(db, memberId, site.settings.fictional_icon);
}
