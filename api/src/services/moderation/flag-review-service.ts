import type { Db } from '../../db/db.ts';
import type { FlagDecisionBody, ModerationDecision, ModerationFlagsResponse } from '../../contracts/moderation.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import { closeFlags, listOpenFlags, lockOpenFlag } from '../../repositories/flag-reviews.ts';
import { listMessagesAround } from '../../repositories/reports.ts';
import { CONTEXT_MESSAGES_AROUND } from './report-service.ts';
import { decideAboutMember, QUEUE_PAGE, reportedMember } from './moderation-service.ts';

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
 * Decides a flagged message as a report is decided: dismiss or warn mark that flag reviewed; suspend and ban
 * sanction the sender and mark all their open flags and reports. One transaction with the audit row.
 */
export async function decideFlag(
  db: Db,
  realtime: RealtimeBus,
  moderatorId: number,
  body: FlagDecisionBody,
  now: Date,
): Promise<ModerationDecision> {
  return decideAboutMember(
    db,
    realtime,
    { moderatorId, body, now },
    {
      kind: 'message_flag',
      lock: async (tx) => {
        const flag = await lockOpenFlag(tx, body.id);
        return flag && { memberId: flag.sender_id, subjectId: flag.message_id };
      },
      close: (tx, flag) => closeFlags(tx, { messageId: flag.subjectId }, moderatorId, now),
    },
  );
}
