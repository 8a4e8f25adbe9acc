import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/db.ts';
import { multipartBody } from './multipart-body.ts';

/** Test members for the own-profile routes, made with SQL (no dependency on signup/login). */
export interface TestMemberInput {
  name?: string;
  email?: string | null;
  gender?: 'male' | 'female';
  birthdate?: string;
  country?: string;
  regionId?: number | null;
  paid?: boolean;
  invisible?: boolean;
}

let counter = 0;

export async function addTestMember(db: Db, input: TestMemberInput = {}): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, email, gender, birthdate, country, region_id, paid_user, invisible)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      input.name ?? `Tester ${counter}`,
      input.email === undefined ? `tester${counter}-${Date.now()}@example.com` : input.email,
      input.gender ?? 'female',
      input.birthdate ?? '1990-05-17',
      input.country ?? 'NL',
      input.regionId ?? null,
      input.paid ?? false,
      input.invisible ?? false,
    ],
  );
  return rows[0]!.id;
}

/** Headers of a logged-in request (the test resolver reads x-test-member) that passes the CSRF check. */
export const as = (memberId: number): Record<string, string> => ({ 'x-test-member': String(memberId), 'x-request-type': 'client' });
export const visitor: Record<string, string> = { 'x-request-type': 'client' };

/** The session resolver every own-profile test app uses. */
export const testResolver = async (request: { headers: Record<string, unknown> }): Promise<number | null> =>
  Number(request.headers['x-test-member']) || null;

/** Uploads a JPEG as the member's new profile photo through photos.php and answers the stored photo (201 asserted). */
export async function uploadTestPhoto(app: FastifyInstance, memberId: number, data: Buffer): Promise<{ id: number; status: string }> {
  const body = multipartBody([{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...as(memberId), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().photo as { id: number; status: string };
}
