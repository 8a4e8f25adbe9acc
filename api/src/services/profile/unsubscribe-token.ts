import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { siteSecret } from '../../repositories/site-secrets.ts';

const SECRET_NAME = 'unsubscribe_secret';

function signature(secret: string, memberId: number): string {
  // 128 bits of HMAC-SHA256 are plenty for a link that can only switch mail off.
  return createHmac('sha256', secret).update(`unsubscribe:${memberId}`).digest('base64url').slice(0, 22);
}

/** `<memberId>.<signature>`: stable per member, so every mail carries the same working link. */
export async function unsubscribeToken(db: Db, memberId: number): Promise<string> {
  return `${memberId}.${signature(await siteSecret(db, SECRET_NAME), memberId)}`;
}

/**
 * The List-Unsubscribe URL for a member's mails (GET opens it in a browser, POST is RFC 8058 one-click).
 * Put it in the List-Unsubscribe header together with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
export async function unsubscribeUrl(db: Db, origin: string, memberId: number): Promise<string> {
  return `${origin.replace(/\/$/, '')}/api/unsubscribe.php?token=${encodeURIComponent(await unsubscribeToken(db, memberId))}`;
}

/** The member id of a valid token, null for anything forged or malformed (compared in constant time). */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  const expected = Buffer.from(signature(await siteSecret(db, SECRET_NAME), memberId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}
