import type { Db } from '../../db/db.ts';
import {
  MODERATION_ERROR_MESSAGES,
  type ModerationDecision,
  type ModerationErrorCode,
  type ModerationPhotosResponse,
  type ModerationReport,
  type ModerationReportsResponse,
  type PhotoDecisionBody,
  type ReportDecisionBody,
} from '../../contracts/moderation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import {
  closeReports,
  decideInspectedPhoto,
  insertDecision,
  listDecisions,
  listOpenReports,
  lockOpenReport,
  promoteMainIfNone,
  sanctionMember,
  type DecisionRow,
} from '../../repositories/moderation.ts';
import { listPhotosForInspection } from '../../repositories/photos.ts';
import { deleteMemberSessions } from '../../repositories/sessions.ts';
import { closeFlags, insertWarning } from '../../repositories/flag-reviews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One screenful of a queue: a moderator works from the oldest; the rest waits its turn. */
export const QUEUE_PAGE = 50;

export function moderationError(status: number, code: ModerationErrorCode): AppError {
  return new AppError(status, code, MODERATION_ERROR_MESSAGES[code]);
}

export function toDecision(row: DecisionRow): ModerationDecision {
  return {
    ...row,
    suspended_until: row.suspended_until?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function photoQueue(db: Db, cdnPrefix: string): Promise<ModerationPhotosResponse> {
  const photos = await listPhotosForInspection(db, QUEUE_PAGE);
  return {
    photos: photos.map((photo) => ({
      id: photo.id,
      member_id: photo.member_id,
      member_name: photo.member_name,
      url: cdnPrefix + photo.filename,
      thumb: cdnPrefix + photo.thumb_filename,
      is_main: photo.is_main,
      created_at: photo.created_at.toISOString(),
    })),
  };
}

/** The member a report or a flagged message concerns, as the queues show them: who, and their standing now. */
export function reportedMember(
  id: number,
  name: string,
  standing: { open_reports: number; suspended_until: Date | null; banned: boolean },
): ModerationReport['reported'] {
  const { open_reports, suspended_until, banned } = standing;
  return { id, name, open_reports, suspended_until: suspended_until?.toISOString() ?? null, banned };
}

export async function reportQueue(db: Db, now: Date): Promise<ModerationReportsResponse> {
  const rows = await listOpenReports(db, now, QUEUE_PAGE);
  return {
    reports: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject_id: row.subject_id,
      reason: row.reason,
      text: row.text,
      created_at: row.created_at.toISOString(),
      reporter_id: row.reporter_id,
      reported: reportedMember(row.reported_id, row.reported_name, row),
      context: row.context,
    })),
  };
}

/** A verdict on an item under review: the audit row's subject and what the verdict needs. */
interface ItemVerdict<Action extends 'approve' | 'confirm', Reason extends string> {
  moderatorId: number;
  subjectKind: 'photo' | 'verification';
  body: { action: Action | 'reject'; reason?: Reason; note?: string };
  now: Date;
}

/**
 * Accepts or rejects an item under review (a photo, a selfie): rejecting needs a reason; `decide` writes the verdict
 * and answers the item (null: not under review, 404), and the audit row commits with it.
 */
export async function decideReviewedItem<Action extends 'approve' | 'confirm', Reason extends string>(
  db: Db,
  verdict: ItemVerdict<Action, Reason>,
  decide: (tx: Db, reason: Reason | null) => Promise<{ id: number; member_id: number } | null>,
): Promise<ModerationDecision> {
  const { body } = verdict;
  if (body.action === 'reject' && !body.reason) throw moderationError(422, 'moderation_reason_required');
  const reason = body.action === 'reject' ? (body.reason ?? null) : null;
  const row = await db.transaction(async (tx) => {
    const item = await decide(tx, reason);
    if (!item) throw moderationError(404, 'moderation_item_not_found');
    return insertDecision(tx, {
      moderator_id: verdict.moderatorId,
      member_id: item.member_id,
      subject_kind: verdict.subjectKind,
      subject_id: item.id,
      action: body.action,
      reason,
      note: body.note?.trim() || null,
      suspended_until: null,
      at: verdict.now,
    });
  });
  return toDecision(row);
}

/** Approves or rejects a photo under inspection (a rejected main photo hands "main" on); audited. */
export async function decidePhoto(db: Db, moderatorId: number, body: PhotoDecisionBody, now: Date): Promise<ModerationDecision> {
  return decideReviewedItem(db, { moderatorId, subjectKind: 'photo', body, now }, async (tx, reason) => {
    const photo = await decideInspectedPhoto(tx, body.id, body.action === 'approve' ? 'active' : 'rejected', reason);
    if (photo?.status === 'rejected') await promoteMainIfNone(tx, photo.member_id);
    return photo;
  });
}

/** A decision on something a member did (a report against them, a flagged message of theirs). */
export interface MemberDecision {
  moderatorId: number;
  memberId: number;
  subjectKind: 'report' | 'message_flag' | 'fictional_profile';
  subjectId: number;
  body: ReportDecisionBody;
  now: Date;
}

/** Checks a report or flag decision's choices; answers the suspension's end (null unless suspending). */
export function checkMemberDecision(body: ReportDecisionBody, now: Date): Date | null {
  if (body.action !== 'dismiss' && !body.reason) throw moderationError(422, 'moderation_reason_required');
  if (body.action === 'suspend' && !body.days) throw moderationError(422, 'suspension_days_required');
  return body.action === 'suspend' ? new Date(now.getTime() + (body.days ?? 0) * DAY_MS) : null;
}

/**
 * The effects of a decision on a member, inside the caller's transaction: suspend and ban put the sanction on
 * the member, answer every open report and flag against them and delete all their sessions; warn gives the
 * member a warning to acknowledge; all write the audit row. The caller closes its own item for dismiss and warn.
 */
export async function applyMemberDecision(tx: Db, decision: MemberDecision, until: Date | null): Promise<DecisionRow> {
  const { body, memberId, now } = decision;
  const reason = body.action === 'dismiss' ? null : (body.reason ?? null);
  if (body.action === 'suspend' || body.action === 'ban') {
    await sanctionMember(tx, { memberId, reason: reason ?? 'terms', until, at: now });
    await deleteMemberSessions(tx, memberId);
    await closeReports(tx, { reportedId: memberId }, 'actioned', now);
    await closeFlags(tx, { senderId: memberId }, decision.moderatorId, now);
  }
  const row = await insertDecision(tx, {
    moderator_id: decision.moderatorId,
    member_id: memberId,
    subject_kind: decision.subjectKind,
    subject_id: decision.subjectId,
    action: body.action,
    reason,
    note: body.note?.trim() || null,
    suspended_until: until,
    at: now,
  });
  if (body.action === 'warn') await insertWarning(tx, { memberId, decisionId: row.id, reason: reason ?? 'terms', at: now });
  return row;
}

/** After the commit of a suspension or ban, the member's sockets on every instance are told to close. */
export async function endSessionsAfter(realtime: RealtimeBus, row: DecisionRow): Promise<void> {
  if (row.action === 'suspend' || row.action === 'ban') await realtime.publish([row.member_id], { type: 'session_ended' });
}

/** The item a member decision is about, as the audit row names it, and the member it concerns. */
export interface MemberDecisionItem {
  memberId: number;
  subjectId: number;
}

/** A decision to dismiss or warn, as a queue's item is closed for it. */
export interface ItemClosing {
  action: 'dismiss' | 'warn';
  moderatorId: number;
  now: Date;
}

/** How one queue's items are decided: the audit row's kind, and how its open item is locked and closed. */
export interface MemberDecisionSubject {
  kind: MemberDecision['subjectKind'];
  /** Locks the open item `id`; null when it does not exist or was decided already (by someone else): 404. */
  lock: (tx: Db, id: number) => Promise<MemberDecisionItem | null>;
  /** Closes the item itself on dismiss and warn (a suspension or ban closes all of the member's). */
  close: (tx: Db, item: MemberDecisionItem, closing: ItemClosing) => Promise<unknown>;
}

/**
 * Decides an open item about a member (a report, a flagged message, a flagged profile): dismiss and warn close that
 * item; suspend and ban put the sanction on the member, close every open report and flag against them and delete
 * all their sessions, in one transaction with the audit row. After the commit their sockets on every instance are
 * told to close, so they are logged out everywhere at once.
 */
export async function decideAboutMember(
  db: Db,
  realtime: RealtimeBus,
  subject: MemberDecisionSubject,
  decision: { moderatorId: number; body: ReportDecisionBody; now: Date },
): Promise<ModerationDecision> {
  const { moderatorId, body, now } = decision;
  const until = checkMemberDecision(body, now);
  const row = await db.transaction(async (tx) => {
    const item = await subject.lock(tx, body.id);
    if (!item) throw moderationError(404, 'moderation_item_not_found');
    if (body.action === 'dismiss' || body.action === 'warn') await subject.close(tx, item, { action: body.action, moderatorId, now });
    return applyMemberDecision(
      tx,
      { moderatorId, memberId: item.memberId, subjectKind: subject.kind, subjectId: item.subjectId, body, now },
      until,
    );
  });
  await endSessionsAfter(realtime, row);
  return toDecision(row);
}

/** Reports: dismiss and warn close that report (dismissed or actioned). */
export const REPORT_DECISIONS: MemberDecisionSubject = {
  kind: 'report',
  async lock(tx, id) {
    const report = await lockOpenReport(tx, id);
    return report && { memberId: report.reported_id, subjectId: report.id };
  },
  close: (tx, report, { action, now }) =>
    closeReports(tx, { reportId: report.subjectId }, action === 'dismiss' ? 'dismissed' : 'actioned', now),
};

export async function decisionLog(db: Db, memberId: number | null): Promise<ModerationDecision[]> {
  return (await listDecisions(db, memberId, 100)).map(toDecision);
}
