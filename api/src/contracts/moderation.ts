import { Type, type Static } from 'typebox';
import { Bounded, RowId, Text } from './common.ts';
import { ReportKind, ReportReason } from './reports.ts';

/**
 * The moderators' calls under /api/moderation/: queues of photos under inspection and of open reports, the
 * decisions on them and the audit of every decision. Every route answers 403 `moderator_required` to anyone
 * without the moderator role (and `authentication_required` to visitors).
 */

/** Why a photo is rejected: the owner sees the reason in their language beside the photo. */
export const PHOTO_REJECTION_REASONS = ['no_face', 'not_own_photo', 'explicit', 'contact_details', 'low_quality', 'other'] as const;
export const PhotoRejectionReason = Type.Enum(PHOTO_REJECTION_REASONS);
export type PhotoRejectionReason = Static<typeof PhotoRejectionReason>;

/** Why a member is warned, suspended or banned: shown to them, translated, when they try to log in. */
export const SANCTION_REASONS = ['harassment', 'spam', 'scam', 'fake_profile', 'inappropriate', 'underage', 'terms'] as const;
export const SanctionReason = Type.Enum(SANCTION_REASONS);
export type SanctionReason = Static<typeof SanctionReason>;

export const MODERATION_NOTE_MAX = 1000;
export const SUSPENSION_MAX_DAYS = 365;

export const ModerationPhoto = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  member_name: Type.String(),
  url: Type.String(),
  thumb: Type.String(),
  is_main: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type ModerationPhoto = Static<typeof ModerationPhoto>;

export const ModerationPhotosResponse = Type.Object({ photos: Type.Array(ModerationPhoto) });
export type ModerationPhotosResponse = Static<typeof ModerationPhotosResponse>;

export const PhotoDecisionBody = Type.Object(
  {
    id: RowId(),
    action: Type.Enum(['approve', 'reject'] as const),
    /** Required to reject. */
    reason: Type.Optional(PhotoRejectionReason),
    note: Type.Optional(Text({ maxLength: MODERATION_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type PhotoDecisionBody = Static<typeof PhotoDecisionBody>;

/** One message of a reported conversation as it was when reported. */
export const ContextMessage = Type.Object({
  id: Type.Integer(),
  sender_id: Type.Integer(),
  kind: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  /** The reported message itself. */
  reported: Type.Boolean(),
});

/** What the reporter saw, copied at the time of the report. */
export const ReportContext = Type.Object({
  /** The reported member's profile: name and about-text. */
  member: Type.Object({ name: Type.String(), about: Type.String() }),
  /** Kind message: the reported message with a few before and after it, oldest first. */
  messages: Type.Optional(Type.Array(ContextMessage)),
  /** Kind photo: the photo's address. */
  photo: Type.Optional(Type.Object({ url: Type.String(), thumb: Type.String() })),
});
export type ReportContext = Static<typeof ReportContext>;

/** The member a report or a flagged message concerns, with what the moderator needs to decide. */
const ReportedMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Open reports against this member (a report itself included). */
  open_reports: Type.Integer(),
  suspended_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  banned: Type.Boolean(),
});

export const ModerationReport = Type.Object({
  id: Type.Integer(),
  kind: ReportKind,
  subject_id: Type.Integer(),
  reason: ReportReason,
  text: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  reporter_id: Type.Integer(),
  reported: ReportedMember,
  context: ReportContext,
});
export type ModerationReport = Static<typeof ModerationReport>;

export const ModerationReportsResponse = Type.Object({ reports: Type.Array(ModerationReport) });
export type ModerationReportsResponse = Static<typeof ModerationReportsResponse>;

export const ReportDecisionBody = Type.Object(
  {
    id: RowId(),
    action: Type.Enum(['dismiss', 'warn', 'suspend', 'ban'] as const),
    /** Required for warn, suspend and ban. */
    reason: Type.Optional(SanctionReason),
    /** Required to suspend. */
    days: Type.Optional(Bounded(1, SUSPENSION_MAX_DAYS)),
    note: Type.Optional(Text({ maxLength: MODERATION_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type ReportDecisionBody = Static<typeof ReportDecisionBody>;

/** A message the site's own checks flagged and the sender sent anyway, with the conversation around it. */
export const ModerationFlag = Type.Object({
  /** The message's id: a decision names it. */
  id: Type.Integer(),
  /** `words`: insulting words the sender confirmed after the warning; `explicit_image`: the picture classifier. */
  reason: Type.Enum(['words', 'explicit_image'] as const),
  /** The words as written (reason `words`). */
  words: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  /** The sender, whom a decision concerns. */
  reported: ReportedMember,
  /** The sender's profile and the flagged message with a few before and after it (it marked `reported`). */
  context: ReportContext,
});
export type ModerationFlag = Static<typeof ModerationFlag>;

export const ModerationFlagsResponse = Type.Object({ flags: Type.Array(ModerationFlag) });
export type ModerationFlagsResponse = Static<typeof ModerationFlagsResponse>;

/** A decision on a flagged message: the same choices as on a report (`id` is the message's id). */
export const FlagDecisionBody = ReportDecisionBody;
export type FlagDecisionBody = ReportDecisionBody;

export const ModerationDecision = Type.Object({
  id: Type.Integer(),
  moderator_id: Type.Integer(),
  member_id: Type.Integer(),
  subject_kind: Type.Enum(['photo', 'report', 'verification', 'message_flag', 'fictional_profile'] as const),
  subject_id: Type.Integer(),
  action: Type.Enum(['approve', 'reject', 'dismiss', 'warn', 'suspend', 'ban', 'confirm'] as const),
  reason: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  suspended_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type ModerationDecision = Static<typeof ModerationDecision>;

export const DecisionResult = Type.Object({ decision: ModerationDecision });
export type DecisionResult = Static<typeof DecisionResult>;

export const ModerationDecisionsResponse = Type.Object({ decisions: Type.Array(ModerationDecision) });
export type ModerationDecisionsResponse = Static<typeof ModerationDecisionsResponse>;

/** A moderator's warning as the warned member reads it, until they acknowledge it. */
export const MemberWarning = Type.Object({
  id: Type.Integer(),
  reason: SanctionReason,
  created_at: Type.String({ format: 'date-time' }),
});
export type MemberWarning = Static<typeof MemberWarning>;

export const MemberWarningsResponse = Type.Object({ warnings: Type.Array(MemberWarning) });
export type MemberWarningsResponse = Static<typeof MemberWarningsResponse>;

export const AcknowledgeWarningBody = Type.Object({ id: RowId() }, { additionalProperties: false });
export type AcknowledgeWarningBody = Static<typeof AcknowledgeWarningBody>;

export const AcknowledgeWarningResult = Type.Object({ acknowledged: Type.Literal(true) });
export type AcknowledgeWarningResult = Static<typeof AcknowledgeWarningResult>;

/** Error codes of the moderation routes and of a sanctioned login, with their Dutch texts. */
export const MODERATION_ERROR_MESSAGES = {
  moderator_required: 'Alleen moderatoren kunnen dit doen.',
  moderation_item_not_found: 'Dit staat niet (meer) in de wachtrij.',
  warning_not_found: 'Deze waarschuwing bestaat niet (meer).',
  moderation_reason_required: 'Kies een reden.',
  suspension_days_required: 'Kies hoe lang het account geschorst wordt.',
  account_suspended: 'Je account is geschorst tot {until}. Reden: {reason}.',
  account_banned: 'Je account is verbannen. Reden: {reason}.',
} as const;
export type ModerationErrorCode = keyof typeof MODERATION_ERROR_MESSAGES;
