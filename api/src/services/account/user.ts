import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../contracts/user.ts';
import { siteDomain } from '../../lib/request-site.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { findUserById } from '../../repositories/users.ts';
import { accountError } from './errors.ts';

/** The member in the user.php shape (fictional_icon from this site's settings). */
export async function loadUser(app: FastifyInstance, request: FastifyRequest, memberId: number): Promise<User> {
  const site = await findSiteConfig(app.db, siteDomain(undefined, request.host));
  const user = await findUserById(app.db, memberId, site?.settings.fictional_icon ?? '');
  if (!user) throw accountError(403, 'authentication_required');
  return user;
}

/** Like loadUser, but a vanished member is simply nobody (GET user.php). */
export async function loadUserOrNull(app: FastifyInstance, request: FastifyRequest, memberId: number): Promise<User | null> {
  const site = await findSiteConfig(app.db, siteDomain(undefined, request.host));
  return findUserById(app.db, memberId, site?.settings.fictional_icon ?? '');
}
