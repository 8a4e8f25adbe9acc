import type { Db } from '../db/db.ts';
import type { VerificationPose, VerificationRejectionReason } from '../contracts/verification.ts';

/** SQL of selfie verification: attempts, their face check, the moderators' queue and the verified mark. */

export interface AttemptRow {
  id: number;
  member_id: number;
  pose: VerificationPose;
  status: 'awaiting_selfie' | 'pending' | 'confirmed' | 'rejected';
  selfie_file: string | null;
  rejection_reason: VerificationRejectionReason | null;
}

const ATTEMPT_COLUMNS = 'id, member_id, pose, status, selfie_file, rejection_reason';

/** The member's verified mark and newest attempt (open or decided); null attempt when they never tried. */
export async function findVerification(
  db: Db,
  memberId: number,
): Promise<{ verified: boolean; has_approved_photo: boolean; attempt: AttemptRow | null } | null> {
  const { rows } = await db.query<{ verified: boolean; has_approved_photo: boolean; attempt: AttemptRow | null }>(
    `select m.verified_at is not null as verified,
            exists (select 1 from photos p where p.member_id = m.id and p.status = 'active') as has_approved_photo,
            (select to_jsonb(a) from (select ${ATTEMPT_COLUMNS} from verification_attempts
                                       where member_id = m.id order by created_at desc, id desc limit 1) a) as attempt
       from members m where m.id = $1 and m.deleted_at is null`,
    [memberId],
  );
  return rows[0] ?? null;
}

/**
 * The member's open attempt, opened with `pose` when there is none. The partial unique index keeps one open attempt
 * per member: of two requests at once, the second inserts nothing and reads the first one's.
 */
export async function openAttempt(db: Db, memberId: number, pose: VerificationPose): Promise<AttemptRow> {
  const inserted = await db.query<AttemptRow>(
    `insert into verification_attempts (member_id, pose) values ($1, $2)
     on conflict (member_id) where status in ('awaiting_selfie', 'pending') do nothing
     returning ${ATTEMPT_COLUMNS}`,
    [memberId, pose],
  );
  if (inserted.rows[0]) return inserted.rows[0];
  const { rows } = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from verification_attempts where member_id = $1 and status in ('awaiting_selfie', 'pending')`,
    [memberId],
  );
  return rows[0]!;
}

/** Attaches the selfie to the member's attempt awaiting one; null when there is none (no pose asked, or sent already). */
export async function submitSelfie(db: Db, memberId: number, selfieFile: string, at: Date): Promise<AttemptRow | null> {
  const { rows } = await db.query<AttemptRow>(
    `update verification_attempts set status = 'pending', selfie_file = $2, submitted_at = $3
      where member_id = $1 and status = 'awaiting_selfie'
      returning ${ATTEMPT_COLUMNS}`,
    [memberId, selfieFile, at],
  );
  return rows[0] ?? null;
}

/** The approved photos a selfie is compared with, main first. */
export async function listApprovedPhotoFiles(
  db: Db,
  memberId: number,
  limit: number,
): Promise<{ filename: string; thumb_filename: string }[]> {
  const { rows } = await db.query<{ filename: string; thumb_filename: string }>(
    `select filename, thumb_filename from photos where member_id = $1 and status = 'active'
      order by is_main desc, created_at, id limit $2`,
    [memberId, limit],
  );
  return rows;
}

/** The face check's result, kept only while the attempt waits for a moderator. */
export async function recordFaceCheck(db: Db, attemptId: number, check: { faces: number; match: number | null }, at: Date): Promise<void> {
  await db.query(`update verification_attempts set faces = $2, match_score = $3, checked_at = $4 where id = $1 and status = 'pending'`, [
    attemptId,
    check.faces,
    check.match,
    at,
  ]);
}

export interface QueueRow {
  id: number;
  member_id: number;
  member_name: string;
  pose: VerificationPose;
  faces: number | null;
  match_score: number | null;
  submitted_at: Date;
  photos: { filename: string; thumb_filename: string }[];
}

/** Pending selfies: best face match first, unchecked ones after the checked ones, oldest first within. */
export async function listPendingAttempts(db: Db, photoLimit: number, limit: number): Promise<QueueRow[]> {
  const { rows } = await db.query<QueueRow>(
    `select a.id, a.member_id, m.name as member_name, a.pose, a.faces, a.match_score, a.submitted_at,
            coalesce((select jsonb_agg(jsonb_build_object('filename', p.filename, 'thumb_filename', p.thumb_filename)
                                      order by p.is_main desc, p.created_at, p.id)
                        from (select * from photos p where p.member_id = a.member_id and p.status = 'active'
                               order by p.is_main desc, p.created_at, p.id limit $1) p), '[]'::jsonb) as photos
       from verification_attempts a join members m on m.id = a.member_id
      where a.status = 'pending'
      order by a.match_score desc nulls last, a.submitted_at, a.id
      limit $2`,
    [photoLimit, limit],
  );
  return rows;
}

/** A pending attempt's selfie file, for a moderator; null when it is not pending. */
export async function findPendingSelfie(db: Db, attemptId: number): Promise<string | null> {
  const { rows } = await db.query<{ selfie_file: string }>(
    `select selfie_file from verification_attempts where id = $1 and status = 'pending'`,
    [attemptId],
  );
  return rows[0]?.selfie_file ?? null;
}

/**
 * Decides a pending attempt; null when it is not pending (unknown, or decided already: two moderators on the same
 * selfie cannot both decide). Confirming marks the member verified in the same statement's transaction.
 */
export async function decideAttempt(
  tx: Db,
  attemptId: number,
  decision: { status: 'confirmed' | 'rejected'; reason: VerificationRejectionReason | null; at: Date },
): Promise<{ id: number; member_id: number; selfie_file: string | null } | null> {
  const { rows } = await tx.query<{ id: number; member_id: number; selfie_file: string | null }>(
    `update verification_attempts set status = $2, rejection_reason = $3, decided_at = $4
      where id = $1 and status = 'pending'
      returning id, member_id, selfie_file`,
    [attemptId, decision.status, decision.reason, decision.at],
  );
  const attempt = rows[0] ?? null;
  if (attempt && decision.status === 'confirmed') {
    await tx.query(`update members set verified_at = $2 where id = $1 and verified_at is null`, [attempt.member_id, decision.at]);
  }
  return attempt;
}
