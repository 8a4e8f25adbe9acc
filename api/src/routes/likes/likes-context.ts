import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteDomain } from '../../lib/request-site.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { LikesError } from '../../services/likes/likes-error.ts';

/** Spec 6: login is required to like; every likes route answers a visitor 403 authentication_required. */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === null) throw new LikesError(403, 'authentication_required');
  return request.memberId;
}

/** settings.cdn_prefix of the request's site, put in front of every photo path. */
export async function cdnPrefixOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const site = await findSiteConfig(app.db, siteDomain(undefined, request.headers.host));
  if (!site) throw new Error('site_config is empty: run `pnpm seed`');
  return site.settings.cdn_prefix;
}

/**
 * Turns a LikesError into `{ error, message, params }` with its status; anything else goes on to the app's
 * error handler (an error handler that throws hands over to its parent's).
 */
export function registerLikesErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof LikesError)) throw error;
    return reply.status(error.status).send({
      error: error.code,
      message: error.message,
      ...(error.params ? { params: error.params } : {}),
    });
  });
}
