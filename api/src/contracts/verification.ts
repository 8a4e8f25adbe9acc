import { Type, type Static } from 'typebox';
import { RowId, Text } from './common.ts';
import { MODERATION_NOTE_MAX } from './moderation.ts';

/**
 * Verified profiles by selfie. verification.php: the member's state; verification-pose.php: the server picks the
 * pose to copy (kept with the attempt); verification-selfie.php: the selfie (multipart `file`). A moderator then
 * confirms or rejects it under /api/moderation/ (verifications.php, verification.php, verification-selfie.php).
 */

/** The poses a selfie copies: easy with one hand, hard to find ready-made in someone else's photos. */
export const VERIFICATION_POSES = ['hand_on_cheek', 'thumb_up', 'peace_sign', 'hand_on_head', 'point_at_camera'] as const;
export const VerificationPose = Type.Enum(VERIFICATION_POSES);
export type VerificationPose = Static<typeof VerificationPose>;

/** Why a selfie is rejected: the member sees it translated and may try again with a new pose. */
export const VERIFICATION_REJECTION_REASONS = [
  'pose_not_copied',
  'face_not_visible',
  'not_same_person',
  'no_approved_photo',
  'other',
] as const;
export const VerificationRejectionReason = Type.Enum(VERIFICATION_REJECTION_REASONS);
export type VerificationRejectionReason = Static<typeof VerificationRejectionReason>;

/** A selfie as uploaded may be large (phone cameras); it is stored at most 1200 px and checked smaller. */
export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;
/** Approved photos the face check compares a selfie with (main photo first). */
export const VERIFICATION_MAX_PHOTOS = 4;

/**
 * The member's verification. none: never tried (or the last try was rejected: see `rejection`); awaiting_selfie:
 * a pose was shown; pending: a moderator will look; verified.
 */
export const VerificationState = Type.Object({
  status: Type.Enum(['none', 'awaiting_selfie', 'pending', 'verified'] as const),
  /** The pose to copy (awaiting_selfie) or copied (pending). */
  pose: Type.Union([VerificationPose, Type.Null()]),
  /** Why the last selfie was rejected, while no new attempt is open. */
  rejection: Type.Union([VerificationRejectionReason, Type.Null()]),
  /** Only a member with an approved photo can be verified: the selfie is compared with it. */
  has_approved_photo: Type.Boolean(),
});
export type VerificationState = Static<typeof VerificationState>;

/** One selfie in the moderators' queue, best face match first; unchecked ones after the checked ones. */
export const ModerationVerification = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  member_name: Type.String(),
  pose: VerificationPose,
  /** The selfie, for moderators only (moderation/verification-selfie.php?id=). */
  selfie: Type.String(),
  /** The member's approved photos the selfie is compared with. */
  photos: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  /** Faces the face check found in the selfie; null when no check ran (yet). */
  faces: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Best similarity 0..1 of the selfie's face to a face in the approved photos; null when not checked or no face. */
  match_score: Type.Union([Type.Number(), Type.Null()]),
  submitted_at: Type.String({ format: 'date-time' }),
});
export type ModerationVerification = Static<typeof ModerationVerification>;

export const ModerationVerificationsResponse = Type.Object({ verifications: Type.Array(ModerationVerification) });
export type ModerationVerificationsResponse = Static<typeof ModerationVerificationsResponse>;

export const VerificationDecisionBody = Type.Object(
  {
    id: RowId(),
    action: Type.Enum(['confirm', 'reject'] as const),
    /** Required to reject. */
    reason: Type.Optional(VerificationRejectionReason),
    note: Type.Optional(Text({ maxLength: MODERATION_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type VerificationDecisionBody = Static<typeof VerificationDecisionBody>;

/** Error codes of the verification routes and their Dutch texts. */
export const VERIFICATION_ERROR_MESSAGES = {
  verification_photo_required: 'Je hebt eerst een goedgekeurde foto nodig; daarmee vergelijken we je selfie.',
  verification_no_pose: 'Vraag eerst een houding om na te doen.',
  verification_pending: 'Je selfie wacht al op een moderator.',
  already_verified: 'Je profiel is al geverifieerd.',
  selfie_missing: 'Kies een selfie om te versturen.',
} as const;
export type VerificationErrorCode = keyof typeof VERIFICATION_ERROR_MESSAGES;
