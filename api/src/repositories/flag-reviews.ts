import type { Db } from '../db/db.ts';

/** SQL of the moderators' queue of flagged messages (message_flags) and of the warnings members read. */

export interface OpenFlagRow {
  message_id: number;
  reason: 'words' | 'explicit_image';
  details: { words?: string[] };
  created_at: Date;
  conversation_id: number;
  sender_id: number;
  sender_name: string;
  sender_about: string;
  open_reports: number;
  suspended_until: Date | null;
  banned: boolean;
}

/** Unreviewed flags, oldest first, with the sender's state and how many open reports name them. */
export async function listOpenFlags(db: Db, now: Date, limit: number): Promise<OpenFlagRow[]> {
  const { rows } = await db.query<OpenFlagRow>(
    `select f.message_id::int as message_id, f.reason, f.details, f.created_at, msg.conversation_id,
            m.id as sender_id, m.name as sender_name, m.about as sender_about,
            (select count(*)::int from reports o where o.reported_id = m.id and o.status = 'open') as open_reports,
            case when m.suspended_until > $1 then m.suspended_until end as suspended_until,
            m.banned_at is not null as banned
       from message_flags f
       join messages msg on msg.id = f.message_id
       join members m on m.id = msg.sender_id
      where f.reviewed_at is null
      order by f.created_at, f.message_id
      limit $2`,
    [now, limit],
  );
  return rows;
}

/** Locks an unreviewed flag for a decision; null when unknown or reviewed already (by someone else). */
export async function lockOpenFlag(tx: Db, messageId: number): Promise<{ message_id: number; sender_id: number } | null> {
  const { rows } = await tx.query<{ message_id: number; sender_id: number }>(
    `select f.message_id::int as message_id, msg.sender_id
       from message_flags f join messages msg on msg.id = f.message_id
      where f.message_id = $1 and f.reviewed_at is null
      for update of f`,
    [messageId],
  );
  return rows[0] ?? null;
}

/** Marks one flag, or (a suspension or ban) every open flag on the member's messages, as reviewed. */
export async function closeFlags(
  tx: Db,
  target: { messageId: number } | { senderId: number },
  moderatorId: number,
  at: Date,
): Promise<void> {
  if ('messageId' in target) {
    await tx.query(`update message_flags set reviewed_at = $2, reviewed_by = $3 where message_id = $1 and reviewed_at is null`, [
      target.messageId,
      at,
      moderatorId,
    ]);
  } else {
    await tx.query(
      `update message_flags set reviewed_at = $2, reviewed_by = $3
        where reviewed_at is null and message_id in (select id from messages where sender_id = $1)`,
      [target.senderId, at, moderatorId],
    );
  }
}

export interface WarningRow {
  id: number;
  reason: string;
  created_at: Date;
}

/** The warning a warn decision gives the member, written in the decision's transaction. */
export async function insertWarning(tx: Db, warning: { memberId: number; decisionId: number; reason: string; at: Date }): Promise<void> {
  await tx.query(`insert into member_warnings (member_id, decision_id, reason, created_at) values ($1, $2, $3, $4)`, [
    warning.memberId,
    warning.decisionId,
    warning.reason,
    warning.at,
  ]);
}

/** The member's warnings not acknowledged yet, oldest first. */
export async function listOpenWarnings(db: Db, memberId: number): Promise<WarningRow[]> {
  const { rows } = await db.query<WarningRow>(
    `select id, reason, created_at from member_warnings where member_id = $1 and acknowledged_at is null order by created_at, id`,
    [memberId],
  );
  return rows;
}

/**
 * Acknowledges the member's own warning; false when it is not theirs or does not exist. Acknowledging twice
 * answers true and keeps the first time.
 */
export async function acknowledgeWarning(db: Db, memberId: number, warningId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `update member_warnings set acknowledged_at = coalesce(acknowledged_at, $3) where id = $1 and member_id = $2 returning id`,
    [warningId, memberId, at],
  );
  return rows.length > 0;
}
