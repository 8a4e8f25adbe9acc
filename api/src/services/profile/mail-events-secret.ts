import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { siteSecret } from '../../repositories/site-secrets.ts';

/** MAIL_EVENTS_SECRET when set (configured at the mail provider), else a generated secret kept in site_config. */
export async function mailEventsSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured || siteSecret(db, 'mail_events_secret');
}

/** Constant-time comparison; hashing first makes both sides the same length, so the length leaks nothing either. */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
