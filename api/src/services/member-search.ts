import type { Db } from '../db/db.ts';
import { SEARCH_MAX_AGE, SEARCH_MIN_AGE, type MemberSearchResponse, type ProfileSummary } from '../contracts/members.ts';
import {
  countHiddenFromViewer,
  countMembers,
  searchMembers,
  type MemberSearchFilter,
  type MemberSearchRow,
} from '../repositories/members.ts';
import type { MemberCountCache } from './member-count-cache.ts';
import { boostedPage } from './boost/boosted-search.ts';

/** Years added on each side of the age range for similar results. */
export const SIMILAR_AGE_WIDENING = 5;

export interface MemberSearchInput {
  filter: MemberSearchFilter;
  page: number;
  perPage: number;
  /** settings.cdn_prefix of the site, put in front of every photo path. */
  cdnPrefix: string;
  /** Counts per filter kept for a short while (see member-count-cache.ts). */
  counts: MemberCountCache;
  /** When boosts are running (members with one stand first for a logged-in viewer of their country). */
  now: Date;
}

export async function searchProfiles(db: Db, input: MemberSearchInput): Promise<MemberSearchResponse> {
  const { filter, page, perPage, cdnPrefix, counts } = input;
  const [rows, numResults] = await Promise.all([boostedPage(db, input), countMatches(db, counts, filter)]);
  const similar =
    page === 1 && numResults < perPage
      ? await findSimilar(
          db,
          counts,
          filter,
          rows.map((row) => row.id),
          numResults,
          perPage,
        )
      : { rows: [], numResults: 0 };
  const toSummary = (row: MemberSearchRow): ProfileSummary => profileSummary(row, cdnPrefix);
  return {
    profiles: rows.map(toSummary),
    numResults,
    page,
    per_page: perPage,
    similar: { profiles: similar.rows.map(toSummary), numResults: similar.numResults },
  };
}

/** The cache key of a filter: its search conditions in a fixed order, never the viewer. */
export function countKey(filter: MemberSearchFilter): string {
  return [filter.gender, filter.country, filter.regionId, filter.minAge, filter.maxAge, filter.verified]
    .map((value) => value ?? '')
    .join('|');
}

/**
 * numResults for the filter's viewer: the kept count of everyone matching (up to MEMBER_COUNT_MAX_AGE_MS old)
 * minus who is hidden from this viewer right now (themself, blocks either way: an indexed look at a handful of
 * rows). A block or unblock therefore shows in the count at once; only other members' changes wait for the
 * kept count to expire.
 */
export async function countMatches(db: Db, counts: MemberCountCache, filter: MemberSearchFilter): Promise<number> {
  const { viewerId, ...everyone } = filter;
  const [all, hidden] = await Promise.all([
    counts.get(countKey(everyone), () => countMembers(db, everyone)),
    viewerId === undefined || viewerId === null ? 0 : countHiddenFromViewer(db, everyone, viewerId),
  ]);
  // A member who matches only since the count was kept can be hidden and subtracted: never below zero.
  return Math.max(0, all - hidden);
}

/**
 * The relaxation steps, mildest first: drop the region, then widen the ages by 5 years each side. Gender and
 * country always stay. Each step contains the previous one, so the last step is the whole relaxed search.
 */
export function relaxationSteps(filter: MemberSearchFilter): MemberSearchFilter[] {
  const steps: MemberSearchFilter[] = [];
  let current = filter;
  if (current.regionId !== undefined) {
    current = { ...current, regionId: undefined };
    steps.push(current);
  }
  if (current.minAge !== undefined || current.maxAge !== undefined) {
    current = {
      ...current,
      minAge: current.minAge === undefined ? undefined : Math.max(SEARCH_MIN_AGE, current.minAge - SIMILAR_AGE_WIDENING),
      maxAge: current.maxAge === undefined ? undefined : Math.min(SEARCH_MAX_AGE, current.maxAge + SIMILAR_AGE_WIDENING),
    };
    steps.push(current);
  }
  return steps;
}

/**
 * Up to perPage members of the relaxed search that the exact search did not return (it returned all of its
 * matches: this only runs when they fit on page 1). Members of a milder step come first. numResults counts
 * the whole relaxed search minus the exact matches, which it contains.
 */
async function findSimilar(
  db: Db,
  counts: MemberCountCache,
  filter: MemberSearchFilter,
  exactIds: number[],
  exactCount: number,
  perPage: number,
): Promise<{ rows: MemberSearchRow[]; numResults: number }> {
  const steps = relaxationSteps(filter);
  const widest = steps.at(-1);
  if (!widest) return { rows: [], numResults: 0 };
  const numResults = Math.max(0, (await countMatches(db, counts, widest)) - exactCount);
  const rows: MemberSearchRow[] = [];
  const exclude = [...exactIds];
  for (const step of steps) {
    if (numResults === 0 || rows.length >= perPage) break;
    const found = await searchMembers(db, step, { limit: perPage - rows.length, offset: 0, excludeIds: exclude });
    rows.push(...found);
    exclude.push(...found.map((row) => row.id));
  }
  return { rows, numResults };
}

/** The card shape of a member row; shared by every listing (search, related profiles, match finder, likes). */
export function profileSummary(row: MemberSearchRow, cdnPrefix: string): ProfileSummary {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    country: row.country,
    region: row.region,
    fictional: row.fictional,
    verified: row.verified === true,
    main_image:
      row.filename && row.thumb_filename ? { match: `${cdnPrefix}${row.filename}`, thumb: `${cdnPrefix}${row.thumb_filename}` } : null,
  };
}
