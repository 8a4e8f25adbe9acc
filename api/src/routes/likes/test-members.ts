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
  /** An active main photo unless false. */
  photo?: boolean;
}

/** Inserts a member (default: an active NL woman of 30 with a photo); returns its id. */
export async function addMember(db: Db, member: TestMember): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, gender, sexuality, birthdate, country, fictional, invisible, deleted_at, status, last_active_at)
     values ($1, $2, $3, (current_date - make_interval(years => $4::int, days => 30))::date, $5, $6, $7,
             case when $8::boolean then now() end, $9, now())
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
    ],
  );
  const id = rows[0]!.id;
  if (member.photo !== false) {
    await db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, 'active', true)`, [
      id,
      `members/${id}.jpg`,
      `members/${id}-t.jpg`,
    ]);
  }
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
