import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import type { Db } from '../../db/db.ts';
import { deleteOtherSessions, deleteSession, insertSession } from '../../repositories/sessions.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'sid';
export const LOCALE_COOKIE = 'locale';
export const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_MAX_AGE_SECONDS = ACCOUNT_LIMITS.sessionDays * DAY_SECONDS;

/**
 * Logs a member in: a new random token (returned for the cookie), its hash stored. The session the browser
 * already carried (`previousToken`) ends first, whoever it belonged to: a login never keeps a token that
 * someone else may have planted or seen (session fixation).
 */
export async function openSession(db: Db, memberId: number, now: Date, previousToken: string | undefined): Promise<string> {
  if (previousToken) await deleteSession(db, hashToken(previousToken));
  const token = newToken();
  await insertSession(db, memberId, hashToken(token), now, new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000));
  return token;
}

/** Ends the session of this token (logout). */
export async function closeSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}

/** Ends every session of the member except the one of `keepToken` (password or mail change on this browser). */
export async function closeOtherSessions(db: Db, memberId: number, keepToken: string | undefined): Promise<void> {
  await deleteOtherSessions(db, memberId, keepToken ? hashToken(keepToken) : null);
}
