import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import type { Db } from '../../db/db.ts';
import { deleteSession, insertSession } from '../../repositories/sessions.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'sid';
export const LOCALE_COOKIE = 'locale';
const DAY_SECONDS = 24 * 60 * 60;

function sessionCookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Behind a TLS-terminating proxy, X-Forwarded-Proto says https (trustProxy).
    secure: request.protocol === 'https',
  };
}

/** Logs the member in on this browser: a new random token in the sid cookie, its hash in sessions. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, memberId: number, now: Date) {
  const token = newToken();
  const maxAge = ACCOUNT_LIMITS.sessionDays * DAY_SECONDS;
  await insertSession(db, memberId, hashToken(token), now, new Date(now.getTime() + maxAge * 1000));
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(request), maxAge });
}

/** Ends this browser's session (the row and the cookie). */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** Only the cookie; for when the rows are already gone (deletion, password reset). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** Spec 9: the locale cookie lives 365 days; readable by the shell (not httpOnly), like the one it sets itself. */
export function setLocaleCookie(request: FastifyRequest, reply: FastifyReply, locale: string) {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ACCOUNT_LIMITS.localeCookieDays * DAY_SECONDS,
  });
}
