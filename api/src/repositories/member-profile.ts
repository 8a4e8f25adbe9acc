import type { Db } from '../db/db.ts';
import type { Gender } from '../contracts/members.ts';
import { FINDABLE, notBlockedEitherWay, type MemberSearchRow } from './members.ts';
import type { OptionalAttributeColumns } from './profile.ts';

/** Everything the profile view shows of one member, plus what decides whether it may be shown. */
export interface ProfileMemberRow extends OptionalAttributeColumns {
  id: number;
  name: string;
  age: number;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
  gender: Gender;
  sexuality: string;
  country: string;
  region: string | null;
  about: string;
  fictional: boolean;
  verified: boolean;
  paid_user: boolean;
  /** Findable: not invisible, not deleted, active or not yet confirmed (the same rule as search). */
  findable: boolean;
  /** Gone for good: only for the viewer's own row, which is shown even when invisible. */
  deleted: boolean;
  filename: string | null;
  thumb_filename: string | null;
}

export async function findProfileMember(db: Db, id: number): Promise<ProfileMemberRow | null> {
  const { rows } = await db.query<ProfileMemberRow>(
    `select m.id, m.name, date_part('year', age(current_date, m.birthdate))::int as age, m.birthdate, m.gender,
            m.sexuality, m.country, r.name as region, m.relationship_status, m.hair_colour, m.eye_colour,
            m.body_type, m.tattoos, m.reason, m.about, m.fictional, m.verified_at is not null as verified, m.paid_user,
            (${FINDABLE}) as findable, (m.deleted_at is not null or m.status = 'deleted') as deleted,
            p.filename, p.thumb_filename
       from members m
       left join regions r on r.id = m.region_id
       left join photos p on p.member_id = m.id and p.is_main and p.status = 'active'
      where m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface PhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
  is_main: boolean;
}

/** Active photos only (photos are under inspection before they become active), main photo first. */
export async function listActivePhotos(db: Db, memberId: number): Promise<PhotoRow[]> {
  const { rows } = await db.query<PhotoRow>(
    `select id, filename, thumb_filename, is_main
       from photos
      where member_id = $1 and status = 'active'
      order by is_main desc, created_at, id`,
    [memberId],
  );
  return rows;
}

export async function listInterestSlugs(db: Db, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `select i.slug from member_interests mi join interests i on i.id = mi.interest_id
      where mi.member_id = $1 order by i.sort_order, i.id`,
    [memberId],
  );
  return rows.map((row) => row.slug);
}

export interface Relation {
  liked: boolean;
  liked_by: boolean;
  blocked_by_me: boolean;
  blocked_me: boolean;
}

/** Likes and blocks between the viewer and a member, in both directions. */
export async function findRelation(db: Db, viewerId: number, memberId: number): Promise<Relation> {
  const { rows } = await db.query<Relation>(
    `select exists (select 1 from likes where liker_id = $1 and liked_id = $2) as liked,
            exists (select 1 from likes where liker_id = $2 and liked_id = $1) as liked_by,
            exists (select 1 from blocks where blocker_id = $1 and blocked_id = $2) as blocked_by_me,
            exists (select 1 from blocks where blocker_id = $2 and blocked_id = $1) as blocked_me`,
    [viewerId, memberId],
  );
  return rows[0] ?? { liked: false, liked_by: false, blocked_by_me: false, blocked_me: false };
}

const SUMMARY_COLUMNS = `m.id, m.name, date_part('year', age(current_date, m.birthdate))::int as age, m.country,
            r.name as region, m.fictional, m.verified_at is not null as verified, p.filename, p.thumb_filename`;

export interface RelatedInput {
  memberId: number;
  gender: Gender;
  country: string;
  birthdate: string;
  viewerId: number | null;
  ageSpread: number;
  limit: number;
}

/**
 * Similar members: same gender and country, born within ageSpread years, closest age first, those with a
 * photo before those without. Never the member, the viewer, or anyone blocked either way with the viewer.
 */
export async function findRelatedMembers(db: Db, input: RelatedInput): Promise<MemberSearchRow[]> {
  const params: unknown[] = [input.gender, input.country, input.birthdate, input.ageSpread, input.memberId, input.limit];
  const viewerConditions =
    input.viewerId === null ? '' : `and m.id <> $${params.push(input.viewerId)} and ${notBlockedEitherWay(`$${params.length}`)}`;
  const { rows } = await db.query<MemberSearchRow>(
    `select ${SUMMARY_COLUMNS}
       from members m
       left join regions r on r.id = m.region_id
       left join photos p on p.member_id = m.id and p.is_main and p.status = 'active'
      where ${FINDABLE}
        and m.gender = $1 and m.country = $2
        and m.birthdate between ($3::date - make_interval(years => $4::int))::date
                            and ($3::date + make_interval(years => $4::int))::date
        and m.id <> $5 ${viewerConditions}
      order by (p.filename is null), abs(m.birthdate - $3::date), m.id
      limit $6`,
    params,
  );
  return rows;
}

export interface MatchCandidatesInput {
  viewerId: number;
  viewerGender: Gender;
  /** Genders the viewer looks for (from their sexuality). */
  wantedGenders: Gender[];
  country: string;
  birthdate: string;
  ageSpread: number;
  limit: number;
}

/**
 * Good matches: a wanted gender who looks for the viewer's gender in return, same country, close in age,
 * with an active main photo, not liked yet by the viewer, not blocked either way; most recently active first.
 */
export async function findMatchCandidates(db: Db, input: MatchCandidatesInput): Promise<MemberSearchRow[]> {
  const { rows } = await db.query<MemberSearchRow>(
    `select ${SUMMARY_COLUMNS}
       from members m
       join photos p on p.member_id = m.id and p.is_main and p.status = 'active'
       left join regions r on r.id = m.region_id
      where ${FINDABLE}
        and m.gender = any($2::text[]) and m.country = $3
        and (m.sexuality = 'bi'
             or (m.sexuality = 'hetero' and m.gender <> $4)
             or (m.sexuality in ('gay', 'lesbian') and m.gender = $4))
        and m.birthdate between ($5::date - make_interval(years => $6::int))::date
                            and ($5::date + make_interval(years => $6::int))::date
        and m.id <> $1
        and not exists (select 1 from likes l where l.liker_id = $1 and l.liked_id = m.id)
        and ${notBlockedEitherWay('$1')}
      order by m.last_active_at desc nulls last, m.id desc
      limit $7`,
    [input.viewerId, input.wantedGenders, input.country, input.viewerGender, input.birthdate, input.ageSpread, input.limit],
  );
  return rows;
}
