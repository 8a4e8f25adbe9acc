import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Db } from '../db/db.ts';
import { ShowcaseResponse } from '../contracts/showcase.ts';
import { SHOWCASE_LIMIT } from '../lib/rate-limit/limits.ts';
import { useTestApp } from '../test/test-app.ts';
import { setSetting } from './member-profile/test-fixtures.ts';

interface Face {
  name: string;
  gender?: 'male' | 'female';
  country?: string;
  photo?: 'active' | 'inspection' | null;
  fictional?: boolean;
  invisible?: boolean;
  minutesAgo?: number;
}

async function addFace(db: Db, face: Face): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, gender, birthdate, country, fictional, invisible, status, last_active_at, email)
     values ($1, $2, (current_date - interval '30 years 10 days')::date, $3, $4, $5, 'active',
             now() - make_interval(mins => $6::int), $7)
     returning id`,
    [
      face.name,
      face.gender ?? 'female',
      face.country ?? 'NL',
      face.fictional ?? false,
      face.invisible ?? false,
      face.minutesAgo ?? 1,
      `${face.name.toLowerCase()}@showcase.test`,
    ],
  );
  const id = rows[0]!.id;
  if (face.photo !== null) {
    await db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, $4, true)`, [
      id,
      `members/s${id}.jpg`,
      `members/s${id}-t.jpg`,
      face.photo ?? 'active',
    ]);
  }
  return id;
}

describe('GET /api/showcase.php', () => {
  const { app, db } = useTestApp();
  let anna = 0;

  beforeAll(async () => {
    await db().query(`update members set last_active_at = now() - interval '400 days'`);
    anna = await addFace(db(), { name: 'Showanna', minutesAgo: 1 });
    await addFace(db(), { name: 'Showbert', gender: 'male', country: 'DE', minutesAgo: 2 });
    await addFace(db(), { name: 'Shownophoto', photo: null });
    await addFace(db(), { name: 'Showpending', photo: 'inspection' });
    await addFace(db(), { name: 'Showfiction', fictional: true });
    await addFace(db(), { name: 'Showhidden', invisible: true });
    await setSetting(app(), 'logged_out_search', false);
  });

  it('answers visitors, even with logged-out search off, with public summaries that have an active photo', async () => {
    const response = await app().inject('/api/showcase.php?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ShowcaseResponse, body)).toBe(true);
    expect(body.members[0]).toEqual({
      id: anna,
      name: 'Showanna',
      age: 30,
      region: null,
      photo: { match: expect.stringMatching(new RegExp(`members/s${anna}\\.jpg$`)), thumb: expect.stringMatching(/-t\.jpg$/) },
    });
    // Nothing private: no e-mail, country, status, activity or fictional flag.
    expect(Object.keys(body.members[0]).sort()).toEqual(['age', 'id', 'name', 'photo', 'region']);
  });

  it('leaves out members without an active photo, fictional and invisible ones', async () => {
    const { members } = (await app().inject('/api/showcase.php?limit=24')).json();
    const names = members.map((member: { name: string }) => member.name);
    expect(names).toContain('Showanna');
    for (const hidden of ['Shownophoto', 'Showpending', 'Showfiction', 'Showhidden']) expect(names).not.toContain(hidden);
  });

  it('filters by gender and country', async () => {
    const men = (await app().inject('/api/showcase.php?gender=male&country=DE')).json().members;
    expect(men.map((member: { name: string }) => member.name)).toContain('Showbert');
    expect(men.map((member: { name: string }) => member.name)).not.toContain('Showanna');
  });

  it.each(['limit=0', 'limit=25', 'limit=x', 'gender=other', 'country=nl', 'region=-1', 'region=abc'])(
    'rejects %s with a 400 JSON error',
    async (query) => {
      const response = await app().inject(`/api/showcase.php?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    },
  );

  it('answers too_many_requests past its per-IP limit', async () => {
    let last = 0;
    for (let call = 0; call <= SHOWCASE_LIMIT.max; call += 1) {
      last = (await app().inject({ url: '/api/showcase.php?limit=1', remoteAddress: '10.9.8.7' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
