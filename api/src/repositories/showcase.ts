import type { Db } from '../db/db.ts';
import type { Gender } from '../contracts/members.ts';
import { FINDABLE } from './members.ts';

export interface ShowcaseFilter {
  gender?: Gender | undefined;
  country?: string | undefined;
  regionId?: number | undefined;
  limit: number;
}

export interface ShowcaseRow {
  id: number;
  name: string;
  age: number;
  region: string | null;
  filename: string;
  thumb_filename: string;
}

/**
 * Findable members with an active main photo, most recently active first. Fictional profiles are left out:
 * an advertising page has no room for the fictional warning they must carry.
 */
export async function showcaseMembers(db: Db, filter: ShowcaseFilter): Promise<ShowcaseRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [FINDABLE, 'not m.fictional'];
  if (filter.gender !== undefined) conditions.push(`m.gender = ${param(filter.gender)}`);
  if (filter.country !== undefined) conditions.push(`m.country = ${param(filter.country)}`);
  if (filter.regionId !== undefined) conditions.push(`m.region_id = ${param(filter.regionId)}`);
  const { rows } = await db.query<ShowcaseRow>(
    `select m.id, m.name, date_part('year', age(current_date, m.birthdate))::int as age,
            r.name as region, p.filename, p.thumb_filename
       from members m
       join photos p on p.member_id = m.id and p.is_main and p.status = 'active'
       left join regions r on r.id = m.region_id
      where ${conditions.join(' and ')}
      order by m.last_active_at desc nulls last, m.id desc
      limit ${param(filter.limit)}`,
    params,
  );
  return rows;
}
