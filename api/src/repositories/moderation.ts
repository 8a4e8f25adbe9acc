import type { Db } from '../db/db.ts';
import type { ReportKind, ReportReason } from '../contracts/reports.ts';
import type { ReportContext } from '../contracts/moderation.ts';

/** SQL of the moderators: roles, queues, decisions (the audit) and sanctions on members. */

export async function isModerator(db: Db, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('select role from members where id = $1 and deleted_at is null', [memberId]);
  return rows[0]?.role === 'moderator';
}

export interface OpenReportRow {
  id: number;
  kind: ReportKind;
  subject_id: number;
  reason: ReportReason;
  text: string | null;
  context: ReportContext;
  created_at: Date;
  reporter_id: number;
  reported_id: number;
  reported_name: string;
  open_reports: number;
  suspended_until: Date | null;
  banned: boolean;
}

/**
 * Open reports, oldest first, with the reported member's state and how many open reports name them. Flags of a
 * fictional profile (reason fake_profile) are judged per profile in their own queue (fictional-profiles.ts).
 */
export async function listOpenReports(db: Db, now: Date, limit: number): Promise<OpenReportRow[]> {
  const { rows } = await db.query<OpenReportRow>(
    `select r.id, r.kind, r.subject_id::int as subject_id, r.reason, r.text, r.context, r.created_at, r.reporter_id,
            r.reported_id, m.name as reported_name,
            (select count(*)::int from reports o where o.reported_id = r.reported_id and o.status = 'open') as open_reports,
            case when m.suspended_until > $1 then m.suspended_until end as suspended_until,
            m.banned_at is not null as banned
       from reports r join members m on m.id = r.reported_id
      where r.status = 'open' and r.reason <> 'fake_profile'
      order by r.created_at, r.id
      limit $2`,
    [now, limit],
  );
  return rows;
}

/** Locks an open report for a decision; null when it does not exist or was decided already (by someone else). */
export async function lockOpenReport(tx: Db, reportId: number): Promise<{ id: number; reported_id: number } | null> {
  const { rows } = await tx.query<{ id: number; reported_id: number }>(
    `select id, reported_id from reports where id = $1 and status = 'open' for update`,
    [reportId],
  );
  return rows[0] ?? null;
}

/** Closes one report, or (a suspension or ban) every open report against the member: the sanction answers them all. */
export async function closeReports(
  tx: Db,
  target: { reportId: number } | { reportedId: number },
  status: 'dismissed' | 'actioned',
  at: Date,
): Promise<void> {
  if ('reportId' in target) {
    await tx.query(`update reports set status = $2, decided_at = $3 where id = $1 and status = 'open'`, [target.reportId, status, at]);
  } else {
    await tx.query(`update reports set status = $2, decided_at = $3 where reported_id = $1 and status = 'open'`, [
      target.reportedId,
      status,
      at,
    ]);
  }
}

export interface PhotoDecisionRow {
  id: number;
  member_id: number;
  status: 'active' | 'rejected';
}

/**
 * Decides a photo still under inspection; null when it is not (unknown, or decided already: two moderators on
 * the same photo cannot both decide). A rejected main photo stops being the main one, as in the command line.
 */
export async function decideInspectedPhoto(
  tx: Db,
  photoId: number,
  status: 'active' | 'rejected',
  reason: string | null,
): Promise<PhotoDecisionRow | null> {
  const { rows } = await tx.query<PhotoDecisionRow>(
    `update photos set status = $2, rejection_reason = $3,
            is_main = case when $2 = 'rejected' then false else is_main end
      where id = $1 and status = 'inspection'
      returning id, member_id, status`,
    [photoId, status, reason],
  );
  return rows[0] ?? null;
}

/** A rejected main photo left its member without one: the oldest usable photo takes over. */
export async function promoteMainIfNone(tx: Db, memberId: number): Promise<void> {
  await tx.query(
    `update photos set is_main = true
      where id = (select id from photos where member_id = $1 and status <> 'rejected'
                   order by (status = 'active') desc, created_at, id limit 1)
        and not exists (select 1 from photos where member_id = $1 and is_main)`,
    [memberId],
  );
}

export interface SanctionInput {
  memberId: number;
  reason: string;
  /** A suspension's end; null for a ban. */
  until: Date | null;
  at: Date;
}

/** Suspends until a time, or bans; a ban stays until lifted by hand. */
export async function sanctionMember(tx: Db, sanction: SanctionInput): Promise<void> {
  if (sanction.until) {
    await tx.query('update members set suspended_until = $2, sanction_reason = $3 where id = $1', [
      sanction.memberId,
      sanction.until,
      sanction.reason,
    ]);
  } else {
    await tx.query('update members set banned_at = $2, sanction_reason = $3 where id = $1', [
      sanction.memberId,
      sanction.at,
      sanction.reason,
    ]);
  }
}

export interface DecisionRow {
  id: number;
  moderator_id: number;
  member_id: number;
  subject_kind: 'photo' | 'report' | 'verification' | 'message_flag' | 'fictional_profile';
  subject_id: number;
  action: 'approve' | 'reject' | 'dismiss' | 'warn' | 'suspend' | 'ban' | 'confirm';
  reason: string | null;
  note: string | null;
  suspended_until: Date | null;
  created_at: Date;
}

const DECISION_COLUMNS = `id::int as id, moderator_id, member_id, subject_kind, subject_id::int as subject_id, action, reason, note,
                          suspended_until, created_at`;

export type NewDecision = Omit<DecisionRow, 'id' | 'created_at'> & { at: Date };

/** The audit row of a decision, written in the decision's transaction. */
export async function insertDecision(tx: Db, decision: NewDecision): Promise<DecisionRow> {
  const { rows } = await tx.query<DecisionRow>(
    `insert into moderation_decisions (moderator_id, member_id, subject_kind, subject_id, action, reason, note, suspended_until, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${DECISION_COLUMNS}`,
    [
      decision.moderator_id,
      decision.member_id,
      decision.subject_kind,
      decision.subject_id,
      decision.action,
      decision.reason,
      decision.note,
      decision.suspended_until,
      decision.at,
    ],
  );
  return rows[0]!;
}

/** The newest decisions, optionally about one member. */
export async function listDecisions(db: Db, memberId: number | null, limit: number): Promise<DecisionRow[]> {
  const { rows } = await db.query<DecisionRow>(
    `select ${DECISION_COLUMNS} from moderation_decisions
      where $1::int is null or member_id = $1
      order by created_at desc, id desc limit $2`,
    [memberId, limit],
  );
  return rows;
}

/** The sanction in force on an account at `now`, for the login and the session lookup. */
export interface SanctionRow {
  suspended_until: Date | null;
  banned_at: Date | null;
  sanction_reason: string | null;
}

export async function findSanction(db: Db, memberId: number): Promise<SanctionRow | null> {
  const { rows } = await db.query<SanctionRow>('select suspended_until, banned_at, sanction_reason from members where id = $1', [memberId]);
  return rows[0] ?? null;
}
