import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { siteDomain } from '../../lib/request-site.ts';
import { findSiteConfig, type SiteConfigRow } from '../../repositories/site-config.ts';

/** Everything an account service needs about one request, so services never touch Fastify objects. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  /** The app's clock at the start of the request (tests move it). */
  now: Date;
  /** https://example.nl: where mailed links point. */
  origin: string;
  site: SiteConfigRow;
  log: FastifyBaseLogger;
}

export async function accountContext(app: FastifyInstance, request: FastifyRequest): Promise<AccountContext> {
  // Behind the gateway or a load balancer, host and protocol come from X-Forwarded-* (trustProxy).
  const site = await findSiteConfig(app.db, siteDomain(undefined, request.host));
  if (!site) throw new Error('site_config is empty: run `pnpm seed`');
  return {
    db: app.db,
    mailer: app.mailer,
    now: app.now(),
    origin: `${request.protocol}://${request.host}`,
    site,
    log: request.log,
  };
}
