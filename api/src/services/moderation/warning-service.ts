import type { Db } from '../../db/db.ts';
import type { MemberWarningsResponse, SanctionReason } from '../../contracts/moderation.ts';
import { acknowledgeWarning, listOpenWarnings } from '../../repositories/flag-reviews.ts';
import { moderationError } from './moderation-service.ts';

/** The moderators' warnings the member has not acknowledged yet: the site shows them at the next visit. */
export async function openWarnings(db: Db, memberId: number): Promise<MemberWarningsResponse> {
  const rows = await listOpenWarnings(db, memberId);
  return {
    warnings: rows.map((row) => ({ id: row.id, reason: row.reason as SanctionReason, created_at: row.created_at.toISOString() })),
  };
}

/** The member read the warning: it is not shown again. Another member's warning is 404, as an unknown one. */
export async function acknowledge(db: Db, memberId: number, warningId: number, now: Date): Promise<void> {
  if (!(await acknowledgeWarning(db, memberId, warningId, now))) throw moderationError(404, 'warning_not_found');
}
