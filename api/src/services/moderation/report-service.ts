import type { Db } from '../../db/db.ts';
import type { ReportContext } from '../../contracts/moderation.ts';
import { REPORT_ERROR_MESSAGES, type ReportBody, type ReportErrorCode, type ReportResult } from '../../contracts/reports.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findMemberForContext,
  findParticipantMessage,
  findVisibleMember,
  findVisiblePhoto,
  insertReport,
  listMessagesAround,
} from '../../repositories/reports.ts';
import { blockWithin, type AfterBlockCommit } from '../likes/block-service.ts';

/** Messages before and after the reported one that the moderator sees with it. */
export const CONTEXT_MESSAGES_AROUND = 3;

function reportError(status: number, code: ReportErrorCode): AppError {
  return new AppError(status, code, REPORT_ERROR_MESSAGES[code]);
}

interface Subject {
  reportedId: number;
  context: ReportContext;
}

/**
 * What is reported, if the reporter may see it: a member they can see, a message of a conversation they are in
 * (sent by the other member), an active photo of a member they can see. Anything else is 404 report_not_found,
 * the same answer for "does not exist" and "not yours to see", so reporting never tells which ids exist.
 */
async function findSubject(db: Db, reporterId: number, body: ReportBody, cdnPrefix: string): Promise<Subject> {
  if (body.kind === 'member') {
    if (body.id === reporterId) throw reportError(422, 'cannot_report_self');
    const member = await findVisibleMember(db, body.id, reporterId);
    if (!member) throw reportError(404, 'report_not_found');
    return { reportedId: member.id, context: { member: { name: member.name, about: member.about } } };
  }
  if (body.kind === 'photo') {
    const photo = await findVisiblePhoto(db, body.id, reporterId);
    if (photo?.member_id === reporterId) throw reportError(422, 'cannot_report_self');
    const member = photo ? await findMemberForContext(db, photo.member_id) : null;
    if (!photo || !member) throw reportError(404, 'report_not_found');
    return {
      reportedId: member.id,
      context: {
        member: { name: member.name, about: member.about },
        photo: { url: cdnPrefix + photo.filename, thumb: cdnPrefix + photo.thumb_filename },
      },
    };
  }
  const message = await findParticipantMessage(db, body.id, reporterId);
  if (message?.sender_id === reporterId) throw reportError(422, 'cannot_report_self');
  const member = message ? await findMemberForContext(db, message.sender_id) : null;
  if (!message || !member) throw reportError(404, 'report_not_found');
  const messages = await listMessagesAround(db, message.conversation_id, message.id, CONTEXT_MESSAGES_AROUND);
  return { reportedId: member.id, context: { member: { name: member.name, about: member.about }, messages } };
}

/**
 * Files a report (and, asked for, blocks the reported member in the same transaction, through the same block
 * as block.php: conversations and likes go with it). The context is copied now, before the block deletes the
 * conversation. Reporting the same thing again while it is open answers the same and stores nothing new.
 */
export async function fileReport(db: Db, reporterId: number, body: ReportBody, cdnPrefix: string): Promise<ReportResult> {
  const afterCommit = await db.transaction(async (tx): Promise<AfterBlockCommit[]> => {
    const subject = await findSubject(tx, reporterId, body, cdnPrefix);
    await insertReport(tx, {
      reporterId,
      reportedId: subject.reportedId,
      kind: body.kind,
      subjectId: body.id,
      reason: body.reason,
      text: body.text?.trim() || null,
      context: subject.context,
    });
    return body.block ? blockWithin(tx, reporterId, subject.reportedId) : [];
  });
  for (const followUp of afterCommit) await followUp();
  return { reported: true, blocked: body.block === true };
}
