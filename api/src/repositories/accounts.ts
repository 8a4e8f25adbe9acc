import type { Db } from '../db/db.ts';
import type { MemberStatus } from '../contracts/user.ts';

/** SQL of the account feature: members as logins, mailed-link tokens, login lockout, push, invites. */

export interface AccountRow {
  id: number;
  email: string | null;
  name: string;
  password_hash: string | null;
  status: MemberStatus;
  language: string;
  /** A moderator's sanction: suspended while this is in the future, banned when banned_at is set. */
  suspended_until: Date | null;
  banned_at: Date | null;
  sanction_reason: string | null;
}

const ACCOUNT_COLUMNS = 'id, email, name, password_hash, status, language, suspended_until, banned_at, sanction_reason';

/** Emails are stored trimmed and lower-cased; the unique index is on lower(email) anyway. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from members where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0] ?? null;
}

/** The tracking data a signup stored (development read-back for the journeys); null when no such account. */
export async function findSignupTracking(
  db: Db,
  email: string,
): Promise<{ email: string; tracking: Record<string, string> | null } | null> {
  const { rows } = await db.query<{ email: string; tracking: Record<string, string> | null }>(
    'select email, tracking from members where lower(email) = lower($1) and deleted_at is null',
    [email],
  );
  return rows[0] ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from members where id = $1 and deleted_at is null`, [id]);
  return rows[0] ?? null;
}

export interface NewMember {
  email: string;
  name: string;
  passwordHash: string;
  birthdate: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  language: string;
  about: string;
  tracking: Record<string, string> | null;
  /** The site signed up on: it sets the member's chat prices for good. */
  siteId: number | null;
  now: Date;
}

/** A new member, not_confirmed until the activation link is opened. Throws 23505 when the email exists. */
export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (email, name, password_hash, birthdate, gender, sexuality, country, language, about,
                          tracking, status, created_at, last_active_at, signup_site_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, 'not_confirmed', $11, $11, $12)
     returning id`,
    [
      member.email,
      member.name,
      member.passwordHash,
      member.birthdate,
      member.gender,
      member.sexuality,
      member.country,
      member.language,
      member.about,
      member.tracking ? JSON.stringify(member.tracking) : null,
      member.now,
      member.siteId,
    ],
  );
  return rows[0]!.id;
}

export async function setStatus(db: Db, memberId: number, status: MemberStatus): Promise<void> {
  await db.query('update members set status = $2 where id = $1', [memberId, status]);
}

export async function setPasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.query('update members set password_hash = $2 where id = $1', [memberId, passwordHash]);
}

export async function setEmail(db: Db, memberId: number, email: string): Promise<void> {
  await db.query('update members set email = $2 where id = $1', [memberId, email]);
}

export async function setLanguage(db: Db, memberId: number, language: string): Promise<void> {
  await db.query('update members set language = $2 where id = $1', [memberId, language]);
}

export async function markDeletionRequested(
  db: Db,
  memberId: number,
  request: { reason: string; comment: string | null; now: Date },
): Promise<void> {
  await db.query(
    `update members set status = 'deletion_requested', deletion_requested_at = $2, deletion_reason = $3,
                        deletion_comment = $4
      where id = $1`,
    [memberId, request.now, request.reason, request.comment],
  );
}

/** Undoes a deletion request; the mailed link proved the address, so the account comes back active. */
export async function reactivate(db: Db, memberId: number): Promise<boolean> {
  const { rows } = await db.query(
    `update members set status = 'active', deletion_requested_at = null, deletion_reason = null, deletion_comment = null
      where id = $1 and status = 'deletion_requested' returning id`,
    [memberId],
  );
  return rows.length > 0;
}

/**
 * Anonymises accounts whose deletion request is older than the cutoff: the login, password, texts and
 * tracking go; the row stays (status deleted, deleted_at set) so conversations and payments keep their keys.
 */
export async function purgeDeletionRequests(db: Db, cutoff: Date, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `update members set status = 'deleted', deleted_at = $2, email = null, password_hash = null, name = 'Verwijderd',
                        about = '', tracking = null, deletion_comment = null, invisible = true
      where status = 'deletion_requested' and deletion_requested_at < $1
      returning id`,
    [cutoff, now],
  );
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    const list = ids.join(', ');
    await db.query(`delete from sessions where member_id in (${list})`);
    await db.query(`delete from account_tokens where member_id in (${list})`);
    await db.query(`delete from push_subscriptions where member_id in (${list})`);
    // Bank data goes with the account: the mandates (encrypted IBAN, address, phone) and their SMS records.
    await db.query(`delete from direct_debit_mandates where member_id in (${list})`);
  }
  return ids;
}

// --- mailed links ---------------------------------------------------------------------------------------

export type TokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

export async function insertAccountToken(
  db: Db,
  token: { memberId: number; purpose: TokenPurpose; tokenHash: string; now: Date; expiresAt: Date; newEmail?: string },
): Promise<void> {
  await db.query(
    `insert into account_tokens (member_id, purpose, token_hash, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [token.memberId, token.purpose, token.tokenHash, token.newEmail ?? null, token.now, token.expiresAt],
  );
}

/** Marks a live, unused token used and returns it; a second caller (or a replay) gets null. */
export async function consumeAccountToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ member_id: number; new_email: string | null } | null> {
  const { rows } = await db.query<{ member_id: number; new_email: string | null }>(
    `update account_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning member_id, new_email`,
    [tokenHash, purpose, now],
  );
  return rows[0] ?? null;
}

export async function countTokensSince(db: Db, memberId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*) as count from account_tokens where member_id = $1 and purpose = $2 and created_at > $3',
    [memberId, purpose, since],
  );
  return rows[0]?.count ?? 0;
}

// --- login lockout ---------------------------------------------------------------------------------------

export interface LoginAttempt {
  /** This attempt's number in the window, at most maxAttempts + 1 (then it was not granted a check). */
  attempts: number;
  lockedUntil: Date | null;
}

/**
 * Counts a login attempt for the address in one statement (the upsert locks the address's row, so parallel
 * attempts are numbered one after the other). A window older than windowStart starts over unless a lock
 * still runs; an ended lock is forgotten.
 */
export async function countLoginAttempt(
  db: Db,
  emailKey: string,
  now: Date,
  windowStart: Date,
  maxAttempts: number,
): Promise<LoginAttempt> {
  const { rows } = await db.query<{ attempts: number; locked_until: Date | null }>(
    `insert into login_attempts as a (email_key, window_start, attempts) values ($1, $2, 1)
     on conflict (email_key) do update set
       window_start = case when a.window_start <= $3 and (a.locked_until is null or a.locked_until <= $2)
                           then excluded.window_start else a.window_start end,
       attempts = case when a.window_start <= $3 and (a.locked_until is null or a.locked_until <= $2)
                       then 1 else least(a.attempts + 1, $4::integer + 1) end,
       locked_until = case when a.locked_until <= $2 then null else a.locked_until end
     returning attempts, locked_until`,
    [emailKey, now, windowStart, maxAttempts],
  );
  const row = rows[0]!;
  return { attempts: row.attempts, lockedUntil: row.locked_until };
}

export async function lockLogin(db: Db, emailKey: string, lockedUntil: Date): Promise<void> {
  await db.query('update login_attempts set locked_until = $2 where email_key = $1', [emailKey, lockedUntil]);
}

export async function clearLoginFailures(db: Db, emailKey: string): Promise<void> {
  await db.query('delete from login_attempts where email_key = $1', [emailKey]);
}

// --- push, invites --------------------------------------------------------------------------------------

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
}

/**
 * Stores the subscription (an endpoint subscribed again counts as new and moves to this member), then keeps only
 * the member's `keep` newest: under the member's row lock, so two subscribing at once cannot both stay past it.
 * Run in the caller's transaction (the lock holds until it ends).
 */
export async function upsertPushSubscription(
  tx: Db,
  memberId: number,
  subscription: PushSubscriptionInput,
  keep: number,
  now: Date,
): Promise<void> {
  await tx.query(`select id from members where id = $1 for no key update`, [memberId]);
  await tx.query(
    `insert into push_subscriptions (member_id, endpoint, p256dh, auth, expiration_time, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update
       set member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth,
           expiration_time = excluded.expiration_time, created_at = excluded.created_at`,
    [memberId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.expirationTime, now],
  );
  await tx.query(
    `delete from push_subscriptions where member_id = $1
       and id not in (select id from push_subscriptions where member_id = $1 order by created_at desc, id desc limit $2)`,
    [memberId, keep],
  );
}

/** Takes one use of a live invite code; false when it is unknown, expired or used up. */
export async function useInviteCode(db: Db, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update invite_codes set uses = uses + 1
      where code = $1 and uses < max_uses and (expires_at is null or expires_at > $2)
      returning code`,
    [code, now],
  );
  return rows.length > 0;
}

/** Housekeeping for the daily purge: expired sessions and links, old login failures and ended locks. */
export async function deleteExpiredAccountRows(db: Db, now: Date): Promise<void> {
  await db.query('delete from sessions where expires_at <= $1', [now]);
  await db.query('delete from account_tokens where expires_at <= $1', [now]);
  await db.query(
    `delete from login_attempts
      where window_start <= $1::timestamptz - interval '1 day' and (locked_until is null or locked_until <= $1)`,
    [now],
  );
}
