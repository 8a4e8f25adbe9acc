import type { Db } from '../db/db.ts';
import type { ReportKind } from '../contracts/reports.ts';

/** SQL of the fictional-profile queue: members flagged as fictional (open reports with reason 'fake_profile'). */

/** The reason of report.php that puts a report in the fictional-profile queue instead of the reports queue. */
export const FICTIONAL_REASON = 'fake_profile';

export interface FlaggedProfileRow {
  id: number;
  name: string;
  about: string;
  age: number;
  member_since: Date;
  fictional: boolean;
  verified: boolean;
  open_reports: number;
  suspended_until: Date | null;
  banned: boolean;
}

/**
 * Flagged profiles, most flags first (several members independently finding a profile made up is the strongest
 * sign), then the longest waiting; a member's open flags count once per reporter (report.php keeps one open
 * report per reporter and subject, and a reporter may flag the profile and a photo of it).
 */
export async function listFlaggedProfiles(db: Db, now: Date, limit: number): Promise<FlaggedProfileRow[]> {
  const { rows } = await db.query<FlaggedProfileRow>(
    `select m.id, m.name, m.about, date_part('year', age(current_date, m.birthdate))::int as age,
            m.created_at as member_since, m.fictional, m.verified_at is not null as verified,
            (select count(*)::int from reports o where o.reported_id = m.id and o.status = 'open') as open_reports,
            case when m.suspended_until > $1 then m.suspended_until end as suspended_until,
            m.banned_at is not null as banned
       from reports r join members m on m.id = r.reported_id
      where r.status = 'open' and r.reason = '${FICTIONAL_REASON}'
      group by m.id
      order by count(distinct r.reporter_id) desc, min(r.created_at), m.id
      limit $2`,
    [now, limit],
  );
  return rows;
}

export interface FictionalFlagRow {
  id: number;
  reported_id: number;
  kind: ReportKind;
  text: string | null;
  created_at: Date;
  /** The flagged photo's addresses as the reporter saw them (kind photo). */
  photo: { url: string; thumb: string } | null;
}

/** The open flags on these members, oldest first. */
export async function listOpenFictionalFlags(db: Db, memberIds: readonly number[]): Promise<FictionalFlagRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<FictionalFlagRow>(
    `select id, reported_id, kind, text, created_at, context -> 'photo' as photo
       from reports
      where status = 'open' and reason = '${FICTIONAL_REASON}' and reported_id = any($1::int[])
      order by created_at, id`,
    [memberIds],
  );
  return rows;
}

/** The photos of these members a moderator judges a profile by (approved and under inspection), main first. */
export async function listProfilePhotos(
  db: Db,
  memberIds: readonly number[],
): Promise<{ member_id: number; filename: string; thumb_filename: string }[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<{ member_id: number; filename: string; thumb_filename: string }>(
    `select member_id, filename, thumb_filename from photos
      where member_id = any($1::int[]) and status in ('active', 'inspection')
      order by is_main desc, created_at, id`,
    [memberIds],
  );
  return rows;
}

/**
 * Locks a member's open flags for a decision and answers the member's id; null when there are none (never
 * flagged, or decided already by another moderator: the second decision finds nothing).
 */
export async function lockOpenFictionalFlags(tx: Db, memberId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `select id from reports where reported_id = $1 and status = 'open' and reason = '${FICTIONAL_REASON}' for update`,
    [memberId],
  );
  return rows.length > 0 ? memberId : null;
}

/** Closes every open flag on the member (a dismissal or a warning answers all of them). */
export async function closeFictionalFlags(tx: Db, memberId: number, status: 'dismissed' | 'actioned', at: Date): Promise<void> {
  await tx.query(
    `update reports set status = $2, decided_at = $3 where reported_id = $1 and status = 'open' and reason = '${FICTIONAL_REASON}'`,
    [memberId, status, at],
  );
}
