import { Type, type Static } from 'typebox';
import { RowId, Text } from './common.ts';

/**
 * POST /api/report.php: a member reports a member, a message or a photo to the moderators. The reported
 * member is never told, and nothing in any answer to them names the reporter.
 */
export const REPORT_KINDS = ['member', 'message', 'photo'] as const;
export const ReportKind = Type.Enum(REPORT_KINDS);
export type ReportKind = Static<typeof ReportKind>;

/** Why: a short list the moderators' queue sorts on; `other` wants the text. */
export const REPORT_REASONS = ['harassment', 'spam', 'scam', 'fake_profile', 'inappropriate', 'underage', 'other'] as const;
export const ReportReason = Type.Enum(REPORT_REASONS);
export type ReportReason = Static<typeof ReportReason>;

export const REPORT_TEXT_MAX = 1000;
/** Reports one member may file per hour (across kinds): enough for real trouble, too few to flood the queue. */
export const REPORTS_PER_HOUR = 10;

export const ReportBody = Type.Object(
  {
    kind: ReportKind,
    /** The member id (kind member), the message id (message) or the photo id (photo). */
    id: RowId(),
    reason: ReportReason,
    text: Type.Optional(Text({ maxLength: REPORT_TEXT_MAX })),
    /** Also block the reported member (the same block as POST /api/block.php, in the same transaction). */
    block: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportResult = Type.Object({ reported: Type.Literal(true), blocked: Type.Boolean() });
export type ReportResult = Static<typeof ReportResult>;

/** Error codes of report.php and their Dutch texts. */
export const REPORT_ERROR_MESSAGES = {
  report_not_found: 'Dit bestaat niet (meer) of je kunt het niet melden.',
  cannot_report_self: 'Je kunt jezelf niet melden.',
  report_limit: 'Je hebt het afgelopen uur al veel meldingen gedaan. Probeer het later opnieuw.',
} as const;
export type ReportErrorCode = keyof typeof REPORT_ERROR_MESSAGES;
