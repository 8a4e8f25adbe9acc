import type { Db } from '../db/db.ts';
import type { Gender } from '../contracts/members.ts';
import type { SessionMember } from './sessions.ts';

/**
 * Who may appear in any member listing: not invisible, not deleted, active or not yet confirmed. The text
 * equals the predicate of the members_search_* partial indexes (migration 0002), so the planner can use them.
 */
export const FINDABLE = `not m.invisible and m.deleted_at is null and m.status in ('active', 'not_confirmed')`;
/** Newest activity first; id breaks ties so pages never overlap or skip. Matches members_search_*recent. */
const PAGE_ORDER = 'm.last_active_at desc nulls last, m.id desc';

export interface MemberSearchFilter {
  gender?: Gender | undefined;
  country?: string | undefined;
  regionId?: number | undefined;
  /** Whole years, inclusive. */
  minAge?: number | undefined;
  maxAge?: number | undefined;
  /** Only members a moderator verified by selfie. */
  verified?: true | undefined;
  /** The logged-in member searching: members they blocked or who blocked them are left out. */
  viewerId?: number | null | undefined;
}

export interface MemberSearchRow {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  fictional: boolean;
  /** A moderator confirmed their verification selfie (optional: not every listing's query reads it yet). */
  verified?: boolean;
  /** Active main photo, relative to cdn_prefix; null without one. */
  filename: string | null;
  thumb_filename: string | null;
}

/**
 * Blocks hide both ways. Two anti-joins rather than one OR, so each side uses its own index
 * (the primary key for blocker_id, blocks_by_blocked for blocked_id).
 */
export function notBlockedEitherWay(viewerParam: string, memberColumn = 'm.id'): string {
  return `not exists (select 1 from blocks b where b.blocker_id = ${viewerParam} and b.blocked_id = ${memberColumn})
      and not exists (select 1 from blocks b where b.blocked_id = ${viewerParam} and b.blocker_id = ${memberColumn})`;
}

/** WHERE clause with only the conditions the filter sets; values go to params, never into the SQL text. */
export function whereClause(filter: MemberSearchFilter, params: unknown[], excludeIds: readonly number[] = []): string {
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [FINDABLE];
  if (filter.gender !== undefined) conditions.push(`m.gender = ${param(filter.gender)}`);
  if (filter.country !== undefined) conditions.push(`m.country = ${param(filter.country)}`);
  if (filter.regionId !== undefined) conditions.push(`m.region_id = ${param(filter.regionId)}`);
  if (filter.verified) conditions.push('m.verified_at is not null');
  // Age N means born after today-(N+1) years and on or before today-N years; birthdate stays bare for the index.
  if (filter.minAge !== undefined) {
    conditions.push(`m.birthdate <= (current_date - make_interval(years => ${param(filter.minAge)}::int))::date`);
  }
  if (filter.maxAge !== undefined) {
    conditions.push(`m.birthdate > (current_date - make_interval(years => ${param(filter.maxAge)}::int + 1))::date`);
  }
  if (excludeIds.length > 0) conditions.push(`m.id <> all(${param([...excludeIds])}::int[])`);
  if (filter.viewerId !== undefined && filter.viewerId !== null) {
    const viewer = param(filter.viewerId);
    // A member searching never finds themselves, nor anyone blocked either way.
    conditions.push(`m.id <> ${viewer}`, notBlockedEitherWay(viewer));
  }
  return conditions.join(' and ');
}

export interface MemberPageOptions {
  limit: number;
  offset: number;
  /** Left out of the result (similar results must not repeat the exact ones). */
  excludeIds?: readonly number[];
}

/** One page of findable members matching the filter, in page order. */
export async function searchMembers(db: Db, filter: MemberSearchFilter, options: MemberPageOptions): Promise<MemberSearchRow[]> {
  const params: unknown[] = [];
  const where = whereClause(filter, params, options.excludeIds);
  params.push(options.limit, options.offset);
  // Page the ids first: index order, stops after offset+limit rows, and only reads index columns (index-only
  // scans for deep pages on members_search_*recent). Then fetch the rest for those rows only.
  const { rows } = await db.query<MemberSearchRow>(
    `select m.id, m.name, date_part('year', age(current_date, m.birthdate))::int as age, m.country,
            r.name as region, m.fictional, m.verified_at is not null as verified, p.filename, p.thumb_filename
       from (select m.id, m.last_active_at
               from members m
              where ${where}
              order by ${PAGE_ORDER}
              limit $${params.length - 1} offset $${params.length}) page
       join members m on m.id = page.id
       left join regions r on r.id = m.region_id
       left join photos p on p.member_id = m.id and p.is_main and p.status = 'active'
      order by ${PAGE_ORDER}`,
    params,
    { name: 'members-search-page', prepare: true },
  );
  return rows;
}

/** How many findable members match the filter (with a viewerId: leaving out the viewer and their blocks). */
export async function countMembers(db: Db, filter: MemberSearchFilter): Promise<number> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const { rows } = await db.query<{ count: number }>(`select count(*) as count from members m where ${where}`, params, {
    name: 'members-search-count',
    prepare: true,
  });
  return rows[0]?.count ?? 0;
}

/**
 * How many findable members match the filter (its viewerId ignored) and are hidden from viewerId: the viewer
 * themself, and members blocked by or blocking the viewer. A count without viewer minus this one equals
 * countMembers with the viewer. Reads only the viewer's few block rows and those members' primary keys.
 */
export async function countHiddenFromViewer(db: Db, filter: MemberSearchFilter, viewerId: number): Promise<number> {
  const params: unknown[] = [];
  const where = whereClause({ ...filter, viewerId: undefined }, params);
  params.push(viewerId);
  const viewer = `$${params.length}`;
  // IN is a semi-join: a member blocked both ways counts once.
  const { rows } = await db.query<{ count: number }>(
    `select count(*) as count from members m
      where m.id in (select ${viewer}::int
                     union all select b.blocked_id from blocks b where b.blocker_id = ${viewer}
                     union all select b.blocker_id from blocks b where b.blocked_id = ${viewer})
        and ${where}`,
    params,
    { name: 'members-hidden-count', prepare: true },
  );
  return rows[0]?.count ?? 0;
}

/** A member's language and signup site, as a session's member carries them; null when there is no such member. */
export async function findMemberLanguageAndSite(db: Db, memberId: number): Promise<Omit<SessionMember, 'id'> | null> {
  const { rows } = await db.query<{ language: string; signup_site_id: number | null }>(
    `select language, signup_site_id from members where id = $1`,
    [memberId],
  );
  const member = rows[0];
  return member ? { language: member.language, signupSiteId: member.signup_site_id } : null;
}

/** Where and how a member's mail goes: address (null once purged), name and language. */
export async function findMailee(db: Db, memberId: number): Promise<{ email: string | null; name: string; language: string } | null> {
  const { rows } = await db.query<{ email: string | null; name: string; language: string }>(
    `select email, name, language from members where id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** The member's price country (fixed at sign-up), whether they ever paid, and when they signed up; null once deleted. */
export async function findBuyerFacts(db: Db, memberId: number): Promise<{ country: string; paid_user: boolean; created_at: Date } | null> {
  const { rows } = await db.query<{ country: string; paid_user: boolean; created_at: Date }>(
    `select price_country as country, paid_user, created_at from members where id = $1 and deleted_at is null`,
    [memberId],
  );
  return rows[0] ?? null;
}
