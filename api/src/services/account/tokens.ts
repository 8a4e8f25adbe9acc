import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the value of the session cookie and of every mailed link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a copy of the database does not hand out logins or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
