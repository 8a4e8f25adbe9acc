import type { Db } from '../../db/db.ts';
import type { ModerationFlagsResponse } from '../../contracts/moderation.ts';
import { closeFlags, listOpenFlags, lockOpenFlag } from '../../repositories/flag-reviews.ts';
import { listMessagesAround } from '../../repositories/reports.ts';
import { CONTEXT_MESSAGES_AROUND } from './report-service.ts';
import { QUEUE_PAGE, reportedMember, type MemberDecisionSubject } from './moderation-service.ts';

/**
 * Flagged messages the sender sent anyway, oldest first, each with the conversation around it as it is now
 * (unlike a report, nobody copied it: a flag is the site's own observation, and the message is still there).
 */
export async function flagQueue(db: Db, now: Date): Promise<ModerationFlagsResponse> {
  const rows = await listOpenFlags(db, now, QUEUE_PAGE);
  const flags = [];
  for (const row of rows) {
    const messages = await listMessagesAround(db, row.conversation_id, row.message_id, CONTEXT_MESSAGES_AROUND);
    flags.push({
      id: row.message_id,
      reason: row.reason,
      words: row.details.words ?? [],
      created_at: row.created_at.toISOString(),
      reported: reportedMember(row.sender_id, row.sender_name, row),
      context: { member: { name: row.sender_name, about: row.sender_about }, messages },
    });
  }
  return { flags };
}

/**
 * Flagged messages are decided as reports are: dismiss or warn mark that flag reviewed; suspend and ban sanction the
 * sender and mark all their open flags and reports.
 */
export const FLAG_DECISIONS: MemberDecisionSubject = {
  kind: 'message_flag',
  async lock(tx, id) {
    const flag = await lockOpenFlag(tx, id);
    return flag && { memberId: flag.sender_id, subjectId: flag.message_id };
  },
  close: (tx, flag, { moderatorId, now }) => closeFlags(tx, { messageId: flag.subjectId }, moderatorId, now),
};
