import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import type { Db } from '../db/db.ts';
import { MemberSearchResponse } from '../contracts/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { MEMBER_COUNT_MAX_AGE_MS } from '../services/member-count-cache.ts';

interface MemberInput {
  name: string;
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number | null;
  age: number;
  /** null: never active (sorts last). */
  activeMinutesAgo?: number | null;
  invisible?: boolean;
  deleted?: boolean;
  status?: 'active' | 'not_confirmed' | 'disabled' | 'deletion_requested' | 'deleted';
  fictional?: boolean;
  photo?: 'active' | 'inspection';
}

/** Inserts a member whose age today is exactly `age`; returns its id. */
async function addMember(db: Db, member: MemberInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into members (name, gender, birthdate, country, region_id, invisible, deleted_at, status, fictional, last_active_at)
     values ($1, $2, (current_date - make_interval(years => $3::int, days => 30))::date, $4, $5, $6,
             case when $7::boolean then now() end, $8, $9,
             case when $10::int is null then null else timestamptz '2024-06-01 12:00:00+00' - make_interval(mins => $10::int) end)
     returning id`,
    [
      member.name,
      member.gender ?? 'female',
      member.age,
      member.country ?? 'NL',
      member.regionId ?? null,
      member.invisible ?? false,
      member.deleted ?? false,
      member.status ?? 'active',
      member.fictional ?? false,
      member.activeMinutesAgo === undefined ? 60 : member.activeMinutesAgo,
    ],
  );
  const id = rows[0]!.id;
  if (member.photo) {
    await db.query(`insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, $4, true)`, [
      id,
      `members/${id}.jpg`,
      `members/${id}-t.jpg`,
      member.photo,
    ]);
  }
  return id;
}

type Body = {
  profiles: { id: number; name: string }[];
  numResults: number;
  similar: { profiles: { id: number; name: string }[]; numResults: number };
};
const names = (profiles: { name: string }[]): string[] => profiles.map((profile) => profile.name);

describe('GET /api/members.php', () => {
  const { app, db } = useTestApp();
  let region1 = 0;
  let region2 = 0;
  let region1Name = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const regions = await db().query<{ id: number; name: string }>(`select id, name from regions where country = 'NL' order by id limit 2`);
    region1 = regions.rows[0]!.id;
    region1Name = regions.rows[0]!.name;
    region2 = regions.rows[1]!.id;
    const members: MemberInput[] = [
      // Findable NL women, most recently active first: Bea, Anna (same moment, higher id first), Cleo, Eva, Nina, Dora.
      { name: 'Anna', age: 25, regionId: region1, activeMinutesAgo: 10, photo: 'active' },
      { name: 'Bea', age: 30, regionId: region1, activeMinutesAgo: 10, fictional: true },
      { name: 'Cleo', age: 35, regionId: region2, activeMinutesAgo: 20, photo: 'inspection' },
      { name: 'Dora', age: 42, regionId: region1, activeMinutesAgo: null },
      { name: 'Eva', age: 28, activeMinutesAgo: 30 },
      { name: 'Nina', age: 31, regionId: region1, activeMinutesAgo: 40, status: 'not_confirmed' },
      // Never findable.
      { name: 'Invisible', age: 30, regionId: region1, activeMinutesAgo: 1, invisible: true },
      { name: 'Deleted', age: 30, regionId: region1, activeMinutesAgo: 1, deleted: true },
      { name: 'Disabled', age: 30, regionId: region1, activeMinutesAgo: 1, status: 'disabled' },
      { name: 'Leaving', age: 30, regionId: region1, activeMinutesAgo: 1, status: 'deletion_requested' },
      // Other genders and countries.
      { name: 'Mark', gender: 'male', age: 30, regionId: region1, activeMinutesAgo: 5 },
      { name: 'Mats', gender: 'male', age: 40, regionId: region2, activeMinutesAgo: 50 },
      { name: 'Greta', country: 'DE', age: 30, activeMinutesAgo: 2 },
    ];
    for (const member of members) ids[member.name] = await addMember(db(), member);
  });

  const search = async (query: string): Promise<Body> => {
    const response = await app().inject(`/api/members.php${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(MemberSearchResponse, body)).toBe(true);
    return body;
  };

  it('finds the findable women of a country, newest activity first, in the contract shape', async () => {
    const body = await search('?gender=female&country=NL');
    expect(names(body.profiles)).toEqual(['Bea', 'Anna', 'Cleo', 'Eva', 'Nina', 'Dora']);
    expect(body).toMatchObject({ numResults: 6, page: 1, per_page: 20, similar: { profiles: [], numResults: 0 } });
    const [bea, anna, cleo] = body.profiles;
    expect(anna).toEqual({
      id: ids.Anna,
      name: 'Anna',
      age: 25,
      country: 'NL',
      region: region1Name,
      fictional: false,
      verified: false,
      main_image: { match: `/media/members/${ids.Anna}.jpg`, thumb: `/media/members/${ids.Anna}-t.jpg` },
    });
    expect(bea).toMatchObject({ fictional: true, main_image: null });
    // A photo still under inspection is not shown.
    expect(cleo).toMatchObject({ main_image: null });
    expect(body.profiles.find((profile) => profile.name === 'Eva')).toMatchObject({ region: null });
  });

  it('never returns invisible, deleted, disabled or leaving members', async () => {
    const all = await search('?per_page=60');
    expect(all.numResults).toBe(9);
    expect(names(all.profiles)).not.toEqual(expect.arrayContaining(['Invisible']));
    for (const hidden of ['Invisible', 'Deleted', 'Disabled', 'Leaving']) expect(names(all.profiles)).not.toContain(hidden);
    expect(names(all.profiles)[0]).toBe('Greta');
  });

  it('filters by age, both bounds inclusive', async () => {
    const body = await search('?gender=female&country=NL&min_age=28&max_age=35');
    expect(names(body.profiles)).toEqual(['Bea', 'Cleo', 'Eva', 'Nina']);
    expect(body.numResults).toBe(4);
    expect(names((await search('?gender=female&country=NL&min_age=40')).profiles)).toEqual(['Dora']);
    expect(names((await search('?gender=female&country=NL&max_age=25')).profiles)).toEqual(['Anna']);
  });

  it('filters by region and gender alone', async () => {
    expect(names((await search(`?countryregion=${region2}`)).profiles)).toEqual(['Cleo', 'Mats']);
    expect(names((await search('?gender=male')).profiles)).toEqual(['Mark', 'Mats']);
    expect(names((await search('?country=DE')).profiles)).toEqual(['Greta']);
  });

  it('pages without overlap and counts every match on every page', async () => {
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await search(`?gender=female&country=NL&per_page=2&page=${page}`);
      expect(body).toMatchObject({ numResults: 6, page, per_page: 2, similar: { profiles: [], numResults: 0 } });
      pages.push(...names(body.profiles));
      expect(body.profiles.length).toBe(page <= 3 ? 2 : 0);
    }
    expect(pages).toEqual(['Bea', 'Anna', 'Cleo', 'Eva', 'Nina', 'Dora']);
  });

  it('adds similar results: region dropped first, then ages widened by 5, same gender and country', async () => {
    const body = await search(`?gender=female&country=NL&countryregion=${region1}&min_age=25&max_age=30`);
    expect(names(body.profiles)).toEqual(['Bea', 'Anna']);
    expect(body.numResults).toBe(2);
    // Eva (other region, age in range) first, then the widened ages 20-35: Cleo 35, Nina 31. Not Dora (42), not Mark.
    expect(names(body.similar.profiles)).toEqual(['Eva', 'Cleo', 'Nina']);
    expect(body.similar.numResults).toBe(3);
  });

  it('limits similar results to per_page and gives none on later pages or when nothing can be relaxed', async () => {
    const limited = await search(`?gender=female&country=NL&countryregion=${region2}&min_age=30&max_age=35&per_page=2`);
    expect(names(limited.profiles)).toEqual(['Cleo']);
    // Region dropped, same ages 30-35: Bea, Nina fill the page before the widened ages (Eva 28) get a turn.
    expect(names(limited.similar.profiles)).toEqual(['Bea', 'Nina']);
    // Relaxed: women in NL aged 25-40 = Anna, Bea, Cleo, Eva, Nina; minus Cleo.
    expect(limited.similar.numResults).toBe(4);

    const page2 = await search(`?gender=female&country=NL&countryregion=${region2}&page=2`);
    expect(page2).toMatchObject({ profiles: [], numResults: 1, similar: { profiles: [], numResults: 0 } });

    const nothingToRelax = await search('?gender=male&country=NL');
    expect(nothingToRelax).toMatchObject({ numResults: 2, similar: { profiles: [], numResults: 0 } });

    const noMatchAtAll = await search('?gender=male&country=DE&min_age=20&max_age=22');
    expect(noMatchAtAll).toMatchObject({ profiles: [], numResults: 0, similar: { profiles: [], numResults: 0 } });
  });

  it.each([
    ['gender=other', 'querystring/gender'],
    ['country=nl', 'querystring/country'],
    ['country=NLD', 'querystring/country'],
    ['countryregion=abc', 'querystring/countryregion'],
    ['countryregion=0', 'querystring/countryregion'],
    ['countryregion=1.5', 'querystring/countryregion'],
    ['min_age=17', 'querystring/min_age'],
    ['max_age=100', 'querystring/max_age'],
    ['min_age=abc', 'querystring/min_age'],
    ['page=0', 'querystring/page'],
    ['per_page=0', 'querystring/per_page'],
    ['per_page=61', 'querystring/per_page'],
  ])('rejects %s with validation_failed', async (query, path) => {
    const response = await app().inject(`/api/members.php?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', details: [{ path, message: expect.any(String) }] });
  });

  it('rejects min_age above max_age with a clear message', async () => {
    const response = await app().inject('/api/members.php?min_age=40&max_age=30');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: 'querystring/min_age (40) must be less than or equal to max_age (30)',
      details: [{ path: 'querystring/min_age', code: 'min_age_above_max_age', message: 'must be less than or equal to max_age' }],
    });
    expect((await app().inject('/api/members.php?min_age=30&max_age=30')).statusCode).toBe(200);
  });
});

describe('GET /api/members.php when the site does not allow logged-out search', () => {
  const { app, db } = useTestApp({ resolveMember: async (request) => Number(request.headers['x-test-member']) || null });

  beforeAll(async () => {
    await db().query(`update site_config set settings = jsonb_set(settings, '{logged_out_search}', 'false')`);
    await app().referenceChanged();
    await addMember(db(), { name: 'Anna', age: 25 });
  });

  it('answers 403 authentication_required to a visitor', async () => {
    const response = await app().inject('/api/members.php?gender=female');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om profielen te zoeken.' });
  });

  it('still validates before deciding', async () => {
    expect((await app().inject('/api/members.php?gender=x')).statusCode).toBe(400);
  });

  it('lets a logged-in member search', async () => {
    const me = await addMember(db(), { name: 'Me', age: 40 });
    const response = await app().inject({ url: '/api/members.php?gender=female', headers: { 'x-test-member': String(me) } });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().profiles)).toEqual(['Anna']);
  });

  it('lets visitors search again once the setting is on', async () => {
    await db().query(`update site_config set settings = jsonb_set(settings, '{logged_out_search}', 'true')`);
    // The API keeps site configs until a change is announced.
    await app().referenceChanged();
    expect((await app().inject('/api/members.php')).statusCode).toBe(200);
  });
});

describe('GET /api/members.php and blocks', () => {
  const { app, db } = useTestApp({ resolveMember: async (request) => Number(request.headers['x-test-member']) || null });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['Me', 'Anna', 'Bea', 'Cleo', 'Other']) ids[name] = await addMember(db(), { name, age: 30 });
    // I blocked Anna; Bea blocked me; Other blocked Cleo (not my business).
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1), ($4, $5)', [
      ids.Me,
      ids.Anna,
      ids.Bea,
      ids.Other,
      ids.Cleo,
    ]);
  });

  const searchAs = async (query: string, member?: number): Promise<Body> => {
    const response = await app().inject({ url: `/api/members.php${query}`, headers: member ? { 'x-test-member': String(member) } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('never shows members blocked either way, nor the searching member, in results, counts or similar profiles', async () => {
    const mine = await searchAs('?per_page=60', ids.Me);
    expect(names(mine.profiles).sort()).toEqual(['Cleo', 'Other']);
    expect(mine.numResults).toBe(2);
    const similar = await searchAs('?gender=female&country=NL&min_age=29&max_age=29', ids.Me);
    expect(similar.numResults).toBe(0);
    expect(names(similar.similar.profiles).sort()).toEqual(['Cleo', 'Other']);
    expect(similar.similar.numResults).toBe(2);
  });

  it('hides only the blocks of the member searching', async () => {
    expect(names((await searchAs('?per_page=60', ids.Other)).profiles).sort()).toEqual(['Anna', 'Bea', 'Me']);
    expect((await searchAs('?per_page=60')).numResults).toBe(5);
    expect((await searchAs('?per_page=60', ids.Anna)).numResults).toBe(3);
  });
});

describe('GET /api/members.php counts kept per filter', () => {
  const { app, db } = useTestApp({ resolveMember: async (request) => Number(request.headers['x-test-member']) || null });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // All Dutch women of 30, so all match the search, the searching member (Me) included.
    for (const name of ['Me', 'Anna', 'Bea', 'Cleo']) ids[name] = await addMember(db(), { name, age: 30 });
    // I blocked Anna; Bea blocked me.
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)', [ids.Me, ids.Anna, ids.Bea]);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const searchAs = async (query: string, member?: number): Promise<Body> => {
    const response = await app().inject({ url: `/api/members.php${query}`, headers: member ? { 'x-test-member': String(member) } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('corrects the shared count for the viewer: neither they nor members blocked either way are counted', async () => {
    const visitor = await searchAs('?gender=female&country=NL');
    expect(visitor.numResults).toBe(4);
    // The same kept count, minus Me, Anna (I blocked her) and Bea (she blocked me).
    const mine = await searchAs('?gender=female&country=NL', ids.Me);
    expect(names(mine.profiles)).toEqual(['Cleo']);
    expect(mine.numResults).toBe(1);
    // Another member's view of the same kept count: only themself left out.
    expect((await searchAs('?gender=female&country=NL', ids.Cleo)).numResults).toBe(3);
  });

  it('shows a new block in the count at once, while the kept count is still young', async () => {
    await searchAs('?gender=female&country=NL&min_age=30&max_age=30');
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [ids.Me, ids.Cleo]);
    const mine = await searchAs('?gender=female&country=NL&min_age=30&max_age=30', ids.Me);
    expect(mine).toMatchObject({ profiles: [], numResults: 0 });
    await db().query('delete from blocks where blocker_id = $1 and blocked_id = $2', [ids.Me, ids.Cleo]);
    expect((await searchAs('?gender=female&country=NL&min_age=30&max_age=30', ids.Me)).numResults).toBe(1);
  });

  it('counts a new member once the kept count is older than its max age; the page shows them at once', async () => {
    const before = await searchAs('?gender=female&country=NL&min_age=25&max_age=35', ids.Me);
    expect(before.numResults).toBe(1);
    ids.Dina = await addMember(db(), { name: 'Dina', age: 31, activeMinutesAgo: 1 });

    const young = await searchAs('?gender=female&country=NL&min_age=25&max_age=35', ids.Me);
    expect(names(young.profiles)).toEqual(['Dina', 'Cleo']);
    expect(young.numResults).toBe(1);

    vi.advanceTimersByTime(MEMBER_COUNT_MAX_AGE_MS);
    const counted = await searchAs('?gender=female&country=NL&min_age=25&max_age=35', ids.Me);
    expect(names(counted.profiles)).toEqual(['Dina', 'Cleo']);
    expect(counted.numResults).toBe(2);
  });

  it('uses the same kept counts and viewer correction for similar results', async () => {
    const region = (await db().query<{ id: number }>(`select id from regions where country = 'NL' order by id limit 1`)).rows[0]!.id;
    // Nobody has a region: region dropped gives Cleo (30), ages widened to 25-35 adds Dina (31); never Me, Anna, Bea.
    const body = await searchAs(`?gender=female&country=NL&countryregion=${region}&min_age=30&max_age=30`, ids.Me);
    expect(body.numResults).toBe(0);
    expect(names(body.similar.profiles)).toEqual(['Cleo', 'Dina']);
    expect(body.similar.numResults).toBe(2);
  });
});
