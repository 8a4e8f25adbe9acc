import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_MESSAGES } from '../contracts/account.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Dutch text of this route's 403 authentication_required (each feature words it its own way). */
    loginMessage?: string;
  }
}

/**
 * The one login check of member-only routes, as a preValidation hook so a visitor gets 403
 * authentication_required (the front end logs a stale session out on it), never a 400 for the body.
 * Use per route (`preValidation: requireMember`) or per route family (`app.addHook('preValidation', requireMember)`).
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (request.memberId === null) throw loginRequired(request);
}

/**
 * requireMember for a route a site may open to visitors (logged-out search): a visitor passes only where
 * openToVisitors(request) says so. Such routes use it as a preHandler: their query is validated first.
 */
export function requireMemberUnless(openToVisitors: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.memberId === null && !openToVisitors(request)) throw loginRequired(request);
  };
}

/** Sites with logged-out search let visitors search and browse profiles. */
export const loggedOutSearchAllowed = (request: FastifyRequest): boolean => request.site.settings.logged_out_search;

/** The member id of a request that passed requireMember. */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === null) throw loginRequired(request);
  return request.memberId;
}

/** 403 authentication_required with the route's own wording; also for a session whose member vanished. */
export function loginRequired(request: FastifyRequest): AppError {
  const message = request.routeOptions.config.loginMessage ?? ACCOUNT_ERROR_MESSAGES.authentication_required;
  return new AppError(403, 'authentication_required', message);
}
