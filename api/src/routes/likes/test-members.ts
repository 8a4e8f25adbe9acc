import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/db.ts';

export interface TestMember {
  name: string;
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country?: string;
  age?: number;
  fictional?: boolean;
  invisible?: boolean;
  deleted?: boolean;
  status?: 'active' | 'not_confirmed' | 'disabled' | 'deletion_requested' | 'deleted';
  paid?: boolean;
  about?: string;
  hair?: string | null;
  bodyType?: string | null;
  /** Last active this many minutes ago (default: now). */
  activeMinutesAgo?: number;
  /** An active main photo (`members/<id>.jpg`) unless false; ignored when `photos` is given. */
  photo?: boolean;
  /** This many active photos named by number (`members/<id>-0.jpg`, the first is main). */
  photos?: number;
  /** Photos still under inspection (`members/<id>-i0.jpg`). */
  inspectionPhotos?: number;
}

const insertPhoto = (db: Db, memberId: number, name: string, status: 'active' | 'inspection', isMain: boolean) =>
  db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, $4, $5)`, [
    memberId,
    `members/${name}.jpg`,
    `members/${name}-t.jpg`,
    status,
    isMain,
  ]);

/** Inserts a member (default: an active NL woman of 30 with a photo); returns its id. */
export async function addMember(db: Db, member: TestMember): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, gender, sexuality, birthdate, country, fictional, invisible, deleted_at, status, paid_user,
                          about, hair_colour, body_type, last_active_at)
     values ($1, $2, $3, (current_date - make_interval(years => $4::int, days => 30))::date, $5, $6, $7,
             case when $8::boolean then now() end, $9, $10, $11, $12, $13, now() - make_interval(mins => $14::int))
     returning id`,
    [
      member.name,
      member.gender ?? 'female',
      member.sexuality ?? 'hetero',
      member.age ?? 30,
      member.country ?? 'NL',
      member.fictional ?? false,
      member.invisible ?? false,
      member.deleted ?? false,
      member.status ?? 'active',
      member.paid ?? false,
      member.about ?? '',
      member.hair ?? null,
      member.bodyType ?? null,
      member.activeMinutesAgo ?? 0,
    ],
  );
  const id = rows[0]!.id;
  if (member.photos === undefined) {
    if (member.photo !== false) await insertPhoto(db, id, String(id), 'active', true);
  } else {
    for (let n = 0; n < member.photos; n++) await insertPhoto(db, id, `${id}-${n}`, 'active', n === 0);
  }
  for (let n = 0; n < (member.inspectionPhotos ?? 0); n++) await insertPhoto(db, id, `${id}-i${n}`, 'inspection', false);
  return id;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A call as the front end makes it: X-Request-Type client, JSON body, logged in as `memberId` (null: visitor). */
export function callAs(app: FastifyInstance, memberId: number | null) {
  return (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { 'x-request-type': 'client', ...(memberId === null ? {} : { 'x-test-member': String(memberId) }) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** Resolves the member from the test header, as the account feature resolves it from the session cookie. */
export const resolveTestMember = async (request: { headers: Record<string, unknown> }): Promise<number | null> =>
  Number(request.headers['x-test-member']) || null;
