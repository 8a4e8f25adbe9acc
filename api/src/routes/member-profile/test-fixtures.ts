import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';

/** Test-only: members, photos, likes and blocks written with SQL, independent of the login and likes features. */
export interface TestMember {
  name: string;
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country?: string;
  age?: number;
  invisible?: boolean;
  deleted?: boolean;
  status?: 'active' | 'not_confirmed' | 'disabled' | 'deletion_requested' | 'deleted';
  fictional?: boolean;
  paid?: boolean;
  about?: string;
  hair?: string | null;
  /** Active photos (the first is main) and photos still under inspection. */
  photos?: number;
  inspectionPhotos?: number;
  activeMinutesAgo?: number;
}

export async function addMember(db: Db, member: TestMember): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, gender, sexuality, birthdate, country, invisible, deleted_at, status, fictional, paid_user,
                          about, hair_colour, body_type, last_active_at)
     values ($1, $2, $3, (current_date - make_interval(years => $4::int, days => 30))::date, $5, $6,
             case when $7::boolean then now() end, $8, $9, $10, $11, $12, 'athletic', now() - make_interval(mins => $13::int))
     returning id`,
    [
      member.name,
      member.gender ?? 'female',
      member.sexuality ?? 'hetero',
      member.age ?? 30,
      member.country ?? 'NL',
      member.invisible ?? false,
      member.deleted ?? false,
      member.status ?? 'active',
      member.fictional ?? false,
      member.paid ?? false,
      member.about ?? '',
      member.hair === undefined ? 'blond' : member.hair,
      member.activeMinutesAgo ?? 60,
    ],
  );
  const id = rows[0]!.id;
  for (let n = 0; n < (member.photos ?? 0); n++) {
    await db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, 'active', $4)`, [
      id,
      `members/${id}-${n}.jpg`,
      `members/${id}-${n}-t.jpg`,
      n === 0,
    ]);
  }
  for (let n = 0; n < (member.inspectionPhotos ?? 0); n++) {
    await db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, 'inspection', false)`, [
      id,
      `members/${id}-i${n}.jpg`,
      `members/${id}-i${n}-t.jpg`,
    ]);
  }
  return id;
}

export async function addLike(db: Db, likerId: number, likedId: number, isNew = true): Promise<void> {
  await db.query('insert into likes (liker_id, liked_id, is_new) values ($1, $2, $3)', [likerId, likedId, isNew]);
}

export async function addBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [blockerId, blockedId]);
}

export async function addInterests(db: Db, memberId: number, slugs: string[]): Promise<void> {
  await db.query(`insert into member_interests (member_id, interest_id) select $1, id from interests where slug = any($2::text[])`, [
    memberId,
    slugs,
  ]);
}

/** Changes one setting of every site and announces it, as an operator's edit must (the API keeps site configs). */
export async function setSetting(app: FastifyInstance, key: string, value: unknown): Promise<void> {
  await app.db.query(`update site_config set settings = jsonb_set(settings, $1::text[], $2::text::jsonb)`, [[key], JSON.stringify(value)]);
  await app.referenceChanged();
}

/** Request headers that log in as `memberId` through the test resolver. */
export const as = (memberId: number) => ({ 'x-test-member': String(memberId) });
