import type { FastifyRequest } from 'fastify';
import type { AccountContext } from '../services/account/context.ts';

/** The plain context services take, built from what the plugins put on the request (db, mailer, clock, site). */
export function requestContext(request: FastifyRequest): AccountContext {
  const app = request.server;
  return {
    db: app.db,
    mailer: app.mailer,
    now: app.now(),
    origin: request.siteOrigin,
    site: request.site,
    log: request.log,
  };
}
