import type { Db } from '../../db/db.ts';
import { VISITORS_PAGE_SIZE, VISITORS_WINDOW_DAYS, type VisitorsResponse } from '../../contracts/visitors.ts';
import { countVisitors, isPremiumMember, listVisitors } from '../../repositories/profile-views.ts';
import { profileSummary } from '../member-search.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET visitors.php: premium members get who viewed them (newest first, a page at a time); free members get only
 * how many, with the number of blurred tiles for the page. A free member's visitors are never read, so no id,
 * name or photo can reach their answer.
 */
export interface VisitorsDbs {
  /** Premium is read where a purchase wrote it: the tab opened right after paying must show who. */
  primary: Db;
  /** The views themselves may come from a replica. */
  read: Db;
}

export async function getVisitors(
  dbs: VisitorsDbs,
  memberId: number,
  page: number,
  cdnPrefix: string,
  now: Date,
): Promise<VisitorsResponse> {
  const since = new Date(now.getTime() - VISITORS_WINDOW_DAYS * DAY_MS);
  const offset = (page - 1) * VISITORS_PAGE_SIZE;
  const [premium, total] = await Promise.all([isPremiumMember(dbs.primary, memberId), countVisitors(dbs.read, memberId, since)]);
  const frame = { total, premium, page, per_page: VISITORS_PAGE_SIZE, window_days: VISITORS_WINDOW_DAYS };
  if (!premium) {
    return { ...frame, visitors: [], blurred: Math.max(0, Math.min(VISITORS_PAGE_SIZE, total - offset)) };
  }
  const rows = await listVisitors(dbs.read, memberId, since, { limit: VISITORS_PAGE_SIZE, offset });
  return {
    ...frame,
    visitors: rows.map((row) => ({ visited_at: row.visited_at.toISOString(), profile: profileSummary(row, cdnPrefix) })),
    blurred: 0,
  };
}
