import type { Db } from '../../db/db.ts';
import { findBoostedIds } from '../../repositories/boosts.ts';
import { findSummaries } from '../../repositories/likes.ts';
import { searchMembers, type MemberSearchFilter, type MemberSearchRow } from '../../repositories/members.ts';

interface PageInput {
  filter: MemberSearchFilter;
  page: number;
  perPage: number;
  now: Date;
}

/**
 * One page of the search with boosted members first: for a logged-in viewer, the members of the viewer's
 * country with a running boost who match the filter come before everyone else, then the usual order without
 * them. The boosted list is short (BOOSTED_MAX), so it is read whole and the usual pages shift by its length:
 * no member shows twice or is skipped across pages while the boosts stay the same. Visitors see the usual order.
 */
export async function boostedPage(db: Db, input: PageInput): Promise<MemberSearchRow[]> {
  const { filter, page, perPage, now } = input;
  const start = (page - 1) * perPage;
  const viewerId = filter.viewerId;
  const boosted = viewerId === undefined || viewerId === null ? [] : await findBoostedIds(db, filter, viewerId, now);
  if (boosted.length === 0) return searchMembers(db, filter, { limit: perPage, offset: start });
  const boostedHere = boosted.slice(start, start + perPage);
  const rest = perPage - boostedHere.length;
  const [first, others] = await Promise.all([
    findSummaries(db, boostedHere),
    rest > 0
      ? searchMembers(db, filter, { limit: rest, offset: Math.max(0, start - boosted.length), excludeIds: boosted })
      : Promise.resolve([]),
  ]);
  return [...first, ...others];
}
