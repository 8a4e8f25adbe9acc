import type { Db } from '../db/db.ts';

/**
 * Statuses that may hold a session: deleted, disabled and deletion-requested accounts resolve to nobody, and so
 * do suspended and banned ones (their sessions are deleted too; this holds for any left on another instance).
 */
export const SESSION_STATUSES = ['active', 'not_confirmed'] as const;

export async function insertSession(db: Db, memberId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(`insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at) values ($1, $2, $3, $3, $4)`, [
    tokenHash,
    memberId,
    now,
    expiresAt,
  ]);
}

/** A live session's member, with what most member requests read next (their language and their signup site). */
export interface SessionMember {
  id: number;
  language: string;
  /** null: a member from before sites were kept, who pays the default site's prices. */
  signupSiteId: number | null;
}

/**
 * The member of a live session, or null. last_seen_at is written at most once a minute per session, so a
 * busy member does not turn every read into a write.
 */
export async function findSessionMember(db: Db, tokenHash: string, now: Date): Promise<SessionMember | null> {
  const { rows } = await db.query<{ id: number; member_id: number; last_seen_at: Date; language: string; signup_site_id: number | null }>(
    `select s.id, s.member_id, s.last_seen_at, m.language, m.signup_site_id
       from sessions s join members m on m.id = s.member_id
      where s.token_hash = $1 and s.expires_at > $2
        and m.deleted_at is null and m.status in (${SESSION_STATUSES.map((status) => `'${status}'`).join(', ')})
        and m.banned_at is null and (m.suspended_until is null or m.suspended_until <= $2)`,
    [tokenHash, now],
    { name: 'session-member', prepare: true },
  );
  const session = rows[0];
  if (!session) return null;
  if (now.getTime() - session.last_seen_at.getTime() > 60_000) {
    await db.query('update sessions set last_seen_at = $2 where id = $1', [session.id, now], { name: 'session-seen' });
  }
  return { id: session.member_id, language: session.language, signupSiteId: session.signup_site_id };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

export async function deleteMemberSessions(db: Db, memberId: number): Promise<void> {
  await db.query('delete from sessions where member_id = $1', [memberId]);
}

/** Every session of the member but the one with keepHash (null: all of them). */
export async function deleteOtherSessions(db: Db, memberId: number, keepHash: string | null): Promise<void> {
  await db.query('delete from sessions where member_id = $1 and token_hash is distinct from $2', [memberId, keepHash]);
}
