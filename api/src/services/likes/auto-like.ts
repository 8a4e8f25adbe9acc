import type { Db } from '../../db/db.ts';
import type { AutoLikeResponse } from '../../contracts/likes.ts';
import {
  countLikeEventsSince,
  findAutoLikeCandidate,
  findNewSuperLiker,
  findSeeker,
  findSummaries,
  insertLike,
  insertLikeEvent,
  lockMember,
} from '../../repositories/likes.ts';
import { profileSummary } from '../member-search.ts';

/** At most one auto-like per member in this many hours, however often the shell asks. */
export const AUTO_LIKE_INTERVAL_HOURS = 6;

/**
 * GET auto-like.php: a super like I have not seen yet comes first (`super: true`, nothing recorded: it shows
 * until I open the liker's profile). Else it records that a member the caller looks for likes the caller (source 'auto', new) and
 * returns that member for the new-like modal; null when the caller had one recently or nobody fits.
 */
export async function autoLike(db: Db, memberId: number, cdnPrefix: string, now = new Date()): Promise<AutoLikeResponse> {
  const superLiker = await findNewSuperLiker(db, memberId);
  if (superLiker !== null) {
    const [row] = await findSummaries(db, [superLiker]);
    if (row) return { profile: profileSummary(row, cdnPrefix), super: true };
  }
  const since = new Date(now.getTime() - AUTO_LIKE_INTERVAL_HOURS * 3_600_000);
  const likerId = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if ((await countLikeEventsSince(tx, memberId, 'auto', since)) > 0) return null;
    const seeker = await findSeeker(tx, memberId);
    const candidate = seeker ? await findAutoLikeCandidate(tx, seeker) : null;
    if (candidate === null) return null;
    await insertLike(tx, candidate, memberId, 'auto');
    await insertLikeEvent(tx, memberId, candidate, 'auto');
    return candidate;
  });
  if (likerId === null) return { profile: null };
  const [row] = await findSummaries(db, [likerId]);
  return { profile: row ? profileSummary(row, cdnPrefix) : null };
}
