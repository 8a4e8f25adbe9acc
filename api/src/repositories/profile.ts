import type { Db } from '../db/db.ts';
import { PROFILE_ATTRIBUTES, type OPTIONAL_PROFILE_ATTRIBUTES } from '../contracts/vocabulary/profile-attributes.ts';
import type { MemberStatus } from '../contracts/user.ts';

/** The optional profile attributes as members stores them: a slug, or null when left open. */
export type OptionalAttributeColumns = Record<(typeof OPTIONAL_PROFILE_ATTRIBUTES)[number], string | null>;

/** The columns of members the own-profile screen shows and edits. */
export interface ProfileRow extends OptionalAttributeColumns {
  id: number;
  name: string;
  email: string | null;
  /** YYYY-MM-DD */
  birthdate: string;
  age: number;
  about: string;
  gender: string;
  sexuality: string;
  country: string;
  region_id: number | null;
  region: string | null;
  status: MemberStatus;
  paid_user: boolean;
  interests: string[];
}

/** A live (not deleted) member's profile; null for unknown or deleted members. */
export async function findProfile(db: Db, memberId: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `select m.id, m.name, m.email, m.birthdate, date_part('year', age(current_date, m.birthdate))::int as age,
            m.about, m.gender, m.sexuality, m.relationship_status, m.hair_colour, m.eye_colour, m.body_type,
            m.tattoos, m.reason, m.country, m.region_id, r.name as region, m.status, m.paid_user,
            array(select i.slug from member_interests mi join interests i on i.id = mi.interest_id
                   where mi.member_id = m.id order by i.sort_order, i.slug) as interests
       from members m
       left join regions r on r.id = m.region_id
      where m.id = $1 and m.deleted_at is null`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** Column values to write; only the keys present change. Keys are a fixed allow-list, never request input. */
export interface ProfileChanges {
  name?: string;
  birthdate?: string;
  about?: string;
  gender?: string;
  sexuality?: string;
  relationship_status?: string | null;
  hair_colour?: string | null;
  eye_colour?: string | null;
  body_type?: string | null;
  tattoos?: string | null;
  reason?: string | null;
  country?: string;
  region_id?: number | null;
}

const PROFILE_COLUMNS: readonly (keyof ProfileChanges)[] = ['name', 'birthdate', 'about', ...PROFILE_ATTRIBUTES, 'country', 'region_id'];

/** Writes the changed columns and, when given, replaces the interests, in the caller's transaction. */
export async function updateProfile(
  tx: Db,
  memberId: number,
  changes: ProfileChanges,
  interestSlugs: readonly string[] | undefined,
): Promise<void> {
  const params: unknown[] = [memberId];
  const sets = PROFILE_COLUMNS.filter((column) => changes[column] !== undefined).map((column) => {
    params.push(changes[column]);
    return `${column} = $${params.length}`;
  });
  if (sets.length > 0) await tx.query(`update members set ${sets.join(', ')} where id = $1`, params);
  if (interestSlugs !== undefined) {
    await tx.query('delete from member_interests where member_id = $1', [memberId]);
    await tx.query(
      `insert into member_interests (member_id, interest_id)
       select $1, id from interests where slug = any($2::text[])`,
      [memberId, [...interestSlugs]],
    );
  }
}

/** Of the given slugs, those that are not interests. */
export async function unknownInterests(db: Db, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const { rows } = await db.query<{ slug: string }>(
    `select s.slug from unnest($1::text[]) as s(slug) where not exists (select 1 from interests i where i.slug = s.slug)`,
    [[...slugs]],
  );
  return rows.map((row) => row.slug);
}

export async function countryExists(db: Db, country: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from countries where code = $1', [country]);
  return rows.length > 0;
}

export async function regionCountry(db: Db, regionId: number): Promise<string | null> {
  const { rows } = await db.query<{ country: string }>('select country from regions where id = $1', [regionId]);
  return rows[0]?.country ?? null;
}

export interface NearestRegion {
  id: number;
  name: string;
  country: string;
  distance_km: number;
}

/**
 * The region whose centroid is nearest (haversine on a 6371 km sphere), within maxKm. A few hundred regions:
 * a full scan is cheaper than any index.
 */
export async function findNearestRegion(db: Db, lat: number, lon: number, maxKm: number): Promise<NearestRegion | null> {
  const { rows } = await db.query<NearestRegion>(
    `select id, name, country, distance_km from (
       select id, name, country,
              2 * 6371 * asin(least(1, sqrt(
                power(sin(radians(lat - $1::float8) / 2), 2)
                + cos(radians($1::float8)) * cos(radians(lat)) * power(sin(radians(lon - $2::float8) / 2), 2)))) as distance_km
         from regions) candidates
      where distance_km <= $3::float8
      order by distance_km, id
      limit 1`,
    [lat, lon, maxKm],
  );
  return rows[0] ?? null;
}

/** Page-hidden beacon: the member just left (and was active until now). */
export async function recordPageHidden(db: Db, memberId: number): Promise<void> {
  await db.query('update members set last_hidden_at = now(), last_active_at = now() where id = $1 and deleted_at is null', [memberId]);
}
