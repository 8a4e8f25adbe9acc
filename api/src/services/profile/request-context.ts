import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../../contracts/common.ts';
import { siteDomain } from '../../lib/request-site.ts';
import { findSiteConfig, type SiteConfigRow } from '../../repositories/site-config.ts';

/** Spec 8: 403 authentication_required makes the front end log a stale session out. */
export const LOGIN_REQUIRED: ErrorResponse = { error: 'authentication_required', message: 'Log in om verder te gaan.' };

/** The site this request is for (Host header), else the default site. */
export async function requestSite(app: FastifyInstance, request: FastifyRequest): Promise<SiteConfigRow> {
  const site = await findSiteConfig(app.db, siteDomain(undefined, request.headers.host));
  if (!site) throw new Error('site_config is empty: run `pnpm seed`');
  return site;
}

/** 422 for business-rule failures: the first rejected field names the error, details lists them all. */
export function fieldErrorsResponse(
  errors: readonly { path: string; code: string; message: string; params?: Record<string, string | number> }[],
): ErrorResponse {
  const [first] = errors;
  if (!first) throw new Error('fieldErrorsResponse needs at least one error');
  const params = Object.assign({}, ...errors.map((error) => error.params ?? {})) as Record<string, string | number>;
  return {
    error: first.code,
    message: first.message,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    details: errors.map(({ path, code, message }) => ({ path, code, message })),
  };
}
