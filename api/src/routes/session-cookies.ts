import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITS } from '../contracts/account.ts';
import {
  closeSession,
  DAY_SECONDS,
  LOCALE_COOKIE,
  openSession,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from '../services/account/sessions.ts';

function sessionCookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Behind a TLS-terminating proxy, X-Forwarded-Proto says https (trustProxy).
    secure: request.protocol === 'https',
  };
}

/** The session token the browser sent, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/** Logs the member in on this browser (rotating: the session the browser carried ends) and sets the sid cookie. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, memberId: number): Promise<void> {
  const token = await openSession(request.server.db, memberId, request.server.now(), sessionToken(request));
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(request), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Ends this browser's session (the row and the cookie). */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await closeSession(request.server.db, sessionToken(request));
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** Only the cookie; for when the rows are already gone (deletion). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** The locale cookie lives 365 days; readable by the shell (not httpOnly), like the one it sets itself. */
export function setLocaleCookie(request: FastifyRequest, reply: FastifyReply, locale: string): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ACCOUNT_LIMITS.localeCookieDays * DAY_SECONDS,
  });
}
