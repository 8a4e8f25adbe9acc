import type { Db } from '../db/db.ts';
import type { ReportKind, ReportReason } from '../contracts/reports.ts';
import type { ReportContext } from '../contracts/moderation.ts';
import { FINDABLE, notBlockedEitherWay } from './members.ts';

/** SQL of reporting: what a member may report, and the report rows themselves. */

/** The reported member as the reporter sees them: name and about-text (the profile part of the context). */
export interface ReportedMemberRow {
  id: number;
  name: string;
  about: string;
}

/** A member the viewer can see (findable, no block either way); null otherwise. */
export async function findVisibleMember(db: Db, memberId: number, viewerId: number): Promise<ReportedMemberRow | null> {
  const { rows } = await db.query<ReportedMemberRow>(
    `select m.id, m.name, m.about from members m where m.id = $1 and ${FINDABLE} and ${notBlockedEitherWay('$2')}`,
    [memberId, viewerId],
  );
  return rows[0] ?? null;
}

/** A member by id for the context of a message report (the reporter talks with them, findable or not). */
export async function findMemberForContext(db: Db, memberId: number): Promise<ReportedMemberRow | null> {
  const { rows } = await db.query<ReportedMemberRow>('select id, name, about from members where id = $1', [memberId]);
  return rows[0] ?? null;
}

/** An active photo of a member the viewer can see; null for anything else (own photos included: not reportable). */
export async function findVisiblePhoto(
  db: Db,
  photoId: number,
  viewerId: number,
): Promise<{ id: number; member_id: number; filename: string; thumb_filename: string } | null> {
  const { rows } = await db.query<{ id: number; member_id: number; filename: string; thumb_filename: string }>(
    `select p.id, p.member_id, p.filename, p.thumb_filename
       from photos p join members m on m.id = p.member_id
      where p.id = $1 and p.status = 'active' and ${FINDABLE} and ${notBlockedEitherWay('$2')}`,
    [photoId, viewerId],
  );
  return rows[0] ?? null;
}

/** A message of a conversation the member takes part in, with its conversation; null when it is not theirs to see. */
export async function findParticipantMessage(
  db: Db,
  messageId: number,
  memberId: number,
): Promise<{ id: number; conversation_id: number; sender_id: number } | null> {
  const { rows } = await db.query<{ id: number; conversation_id: number; sender_id: number }>(
    `select msg.id::int as id, msg.conversation_id, msg.sender_id
       from messages msg join conversations c on c.id = msg.conversation_id
      where msg.id = $1 and $2 in (c.member_a, c.member_b)`,
    [messageId, memberId],
  );
  return rows[0] ?? null;
}

type ContextMessage = NonNullable<ReportContext['messages']>[number];

/** The message with up to `around` messages before and after it in its conversation, oldest first. */
export async function listMessagesAround(db: Db, conversationId: number, messageId: number, around: number): Promise<ContextMessage[]> {
  const { rows } = await db.query<{ id: number; sender_id: number; kind: string; body: string | null; created_at: Date }>(
    `(select id::int as id, sender_id, kind, body, created_at from messages
       where conversation_id = $1 and id <= $2 order by id desc limit $3 + 1)
     union all
     (select id::int as id, sender_id, kind, body, created_at from messages
       where conversation_id = $1 and id > $2 order by id limit $3)
     order by id`,
    [conversationId, messageId, around],
  );
  return rows.map((row) => ({
    id: row.id,
    sender_id: row.sender_id,
    kind: row.kind,
    body: row.body,
    created_at: row.created_at.toISOString(),
    reported: row.id === messageId,
  }));
}

export interface NewReport {
  reporterId: number;
  reportedId: number;
  kind: ReportKind;
  subjectId: number;
  reason: ReportReason;
  text: string | null;
  context: ReportContext;
}

/** Stores the report; a second report of the same thing by the same member while the first is open is dropped. */
export async function insertReport(db: Db, report: NewReport): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `insert into reports (reporter_id, reported_id, kind, subject_id, reason, text, context)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (reporter_id, kind, subject_id) where status = 'open' do nothing
     returning id`,
    [report.reporterId, report.reportedId, report.kind, report.subjectId, report.reason, report.text, JSON.stringify(report.context)],
  );
  return rows[0]?.id ?? null;
}
