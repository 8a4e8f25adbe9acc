import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import {
  VERIFICATION_ERROR_MESSAGES,
  VERIFICATION_MAX_PHOTOS,
  VERIFICATION_POSES,
  type ModerationVerificationsResponse,
  type VerificationDecisionBody,
  type VerificationErrorCode,
  type VerificationState,
} from '../../contracts/verification.ts';
import type { ModerationDecision } from '../../contracts/moderation.ts';
import { AppError } from '../../lib/app-error.ts';
import { decideAttempt, findVerification, listPendingAttempts, openAttempt, submitSelfie } from '../../repositories/verification.ts';
import { decideReviewedItem, QUEUE_PAGE } from '../moderation/moderation-service.ts';

export function verificationError(status: number, code: VerificationErrorCode): AppError {
  return new AppError(status, code, VERIFICATION_ERROR_MESSAGES[code]);
}

/** The member's verification as the verification screen shows it. */
export async function verificationState(db: Db, memberId: number): Promise<VerificationState | null> {
  const found = await findVerification(db, memberId);
  if (!found) return null;
  const { attempt } = found;
  const openStatus = attempt?.status === 'awaiting_selfie' || attempt?.status === 'pending' ? attempt.status : null;
  const open = openStatus ? attempt : null;
  return {
    status: found.verified ? 'verified' : (openStatus ?? 'none'),
    pose: found.verified ? null : (open?.pose ?? null),
    rejection: !found.verified && attempt?.status === 'rejected' ? attempt.rejection_reason : null,
    has_approved_photo: found.has_approved_photo,
  };
}

/**
 * Opens an attempt with a pose the server picks at random (a member cannot choose one they have a photo of), or
 * answers the open attempt's pose again: reloading the screen does not reroll it.
 */
export async function askPose(db: Db, memberId: number, state: VerificationState): Promise<VerificationState> {
  if (state.status === 'verified') throw verificationError(409, 'already_verified');
  if (state.status === 'pending') throw verificationError(409, 'verification_pending');
  if (!state.has_approved_photo) throw verificationError(409, 'verification_photo_required');
  const attempt = await openAttempt(db, memberId, VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)]!);
  return { ...state, status: attempt.status === 'pending' ? 'pending' : 'awaiting_selfie', pose: attempt.pose, rejection: null };
}

/** Puts the stored selfie on the attempt awaiting it; null when none awaits one (the caller removes the file). */
export async function submitStoredSelfie(db: Db, memberId: number, file: string, now: Date) {
  return submitSelfie(db, memberId, file, now);
}

export async function verificationQueue(db: Db, cdnPrefix: string): Promise<ModerationVerificationsResponse> {
  const rows = await listPendingAttempts(db, VERIFICATION_MAX_PHOTOS, QUEUE_PAGE);
  return {
    verifications: rows.map((row) => ({
      id: row.id,
      member_id: row.member_id,
      member_name: row.member_name,
      pose: row.pose,
      selfie: `/api/moderation/verification-selfie.php?id=${row.id}`,
      photos: row.photos.map((photo) => ({ url: cdnPrefix + photo.filename, thumb: cdnPrefix + photo.thumb_filename })),
      faces: row.faces,
      match_score: row.match_score,
      submitted_at: row.submitted_at.toISOString(),
    })),
  };
}

/** Confirms (the member is verified) or rejects a pending selfie; the verdict and its audit row commit together. */
export async function decideVerification(
  db: Db,
  moderatorId: number,
  body: VerificationDecisionBody,
  now: Date,
): Promise<ModerationDecision> {
  return decideReviewedItem(db, { moderatorId, subjectKind: 'verification', body, now }, (tx, reason) =>
    decideAttempt(tx, body.id, { status: body.action === 'confirm' ? 'confirmed' : 'rejected', reason, at: now }),
  );
}
