import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { findSessionMember, type SessionMember } from '../repositories/sessions.ts';
import { SESSION_COOKIE } from '../services/account/sessions.ts';
import { hashToken } from '../services/account/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. Set before any handler runs. */
    memberId: number | null;
    /**
     * The cookie session's member with their language and signup site, read in the session's own statement so
     * the chat routes need no second one for the member's prices; null when another resolver (tests) found them.
     */
    sessionMember: SessionMember | null;
  }
  interface FastifyInstance {
    /** The app's clock: session expiry, lockouts and link lifetimes read it, so tests can move time. */
    now: () => Date;
    /** Resolves a request's member again (the realtime socket re-checks its session while it stays open). */
    resolveMember: SessionResolver;
  }
  interface FastifyContextConfig {
    /** false: the route answers the same to everyone (reference reads); skips the session lookup. */
    session?: boolean;
  }
}

/** Finds the member behind a request (cookie, token...). Tests swap in their own. */
export type SessionResolver = (request: FastifyRequest) => Promise<number | null>;

export interface SessionPluginOptions {
  resolveMember?: SessionResolver | undefined;
  now?: (() => Date) | undefined;
}

/**
 * The sid cookie holds a random token; sessions stores only its sha256. A session of an account that is
 * deleted, disabled or waiting for deletion resolves to nobody.
 */
export function cookieSessionResolver(db: Db, now: () => Date): SessionResolver {
  return async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const member = await findSessionMember(db, hashToken(token), now());
    request.sessionMember = member;
    return member?.id ?? null;
  };
}

/**
 * The seam where sessions plug in: routes read request.memberId and never look at cookies themselves.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    app.decorate('now', now);
    const resolveMember = options.resolveMember ?? cookieSessionResolver(app.db, now);
    app.decorate('resolveMember', resolveMember);
    app.decorateRequest('memberId', null);
    app.decorateRequest('sessionMember', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.session === false) return;
      request.memberId = await resolveMember(request);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'db'] },
);
