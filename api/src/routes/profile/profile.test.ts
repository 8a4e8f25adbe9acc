import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ProfileResponse } from '../../contracts/profile.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, as, testResolver, visitor } from './test-support.ts';

describe('GET/PUT /api/profile.php', () => {
  const { app, db } = useTestApp({ resolveMember: testResolver });
  let memberId = 0;
  let otherId = 0;
  let utrecht = { id: 0, name: '' };
  let bavaria = 0;

  beforeAll(async () => {
    const nl = await db().query<{ id: number; name: string }>(`select id, name from regions where country = 'NL' and slug = 'utrecht'`);
    utrecht = nl.rows[0]!;
    bavaria = (await db().query<{ id: number }>(`select id from regions where country = 'DE' order by id limit 1`)).rows[0]!.id;
    memberId = await addTestMember(db(), { name: 'Sanne', email: 'sanne@example.com', regionId: utrecht.id });
    otherId = await addTestMember(db(), { name: 'Other', email: 'other@example.com' });
    await db().query(`insert into member_interests (member_id, interest_id) select $1, id from interests where slug in ('wine', 'beach')`, [
      memberId,
    ]);
    await db().query(
      `insert into photos (member_id, filename, thumb_filename, status, is_main) values
         ($1, 'members/a.jpg', 'members/a-thumb.jpg', 'active', true),
         ($1, 'members/b.jpg', 'members/b-thumb.jpg', 'inspection', false)`,
      [memberId],
    );
  });

  const get = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/profile.php', headers });
  const put = (body: unknown, id = memberId) =>
    app().inject({ method: 'PUT', url: '/api/profile.php', headers: as(id), payload: body as object });

  it('answers 403 authentication_required to visitors, for reading and writing', async () => {
    const read = await get(visitor);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ error: 'authentication_required' });
    const write = await app().inject({ method: 'PUT', url: '/api/profile.php', headers: visitor, payload: { name: 'Hacker' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: 'authentication_required' });
  });

  it('refuses a change without X-Request-Type (CSRF) and changes nothing', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { 'x-test-member': String(memberId) },
      payload: { name: 'Forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf_rejected' });
    const { rows } = await db().query<{ name: string }>('select name from members where id = $1', [memberId]);
    expect(rows[0]!.name).toBe('Sanne');
  });

  it('answers 403 for a session whose member no longer exists', async () => {
    const response = await get(as(999_999));
    expect(response.statusCode).toBe(403);
  });

  it('returns my own profile with all my photos, whatever their status', async () => {
    const response = await get(as(memberId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ProfileResponse, body)).toBe(true);
    expect(body.profile).toMatchObject({
      id: memberId,
      name: 'Sanne',
      email: 'sanne@example.com',
      date_of_birth: '1990-05-17',
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      region_id: utrecht.id,
      region: utrecht.name,
      paid_user: false,
      photo_limit: 3,
      about: '',
      hair_colour: null,
    });
    expect(body.profile.interests.sort()).toEqual(['beach', 'wine']);
    expect(body.profile.photos).toEqual([
      expect.objectContaining({ url: '/media/members/a.jpg', thumb: '/media/members/a-thumb.jpg', status: 'active', is_main: true }),
      expect.objectContaining({ url: '/media/members/b.jpg', status: 'inspection', is_main: false }),
    ]);
  });

  it('changes only the fields sent and answers with the updated profile', async () => {
    const response = await put({
      name: '  Sanne  B ',
      hair_colour: 'red',
      body_type: 'athletic',
      reason: 'relationship',
      interests: ['travelling', 'wine', 'wine'],
      about: 'Hoi! <b>vet</b> <3\r\nTweede regel',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({ name: 'Sanne B', hair_colour: 'red', body_type: 'athletic', reason: 'relationship', gender: 'female' });
    expect(profile.interests.sort()).toEqual(['travelling', 'wine']);
    // Plain text stored as typed (never interpreted or stripped as HTML), line ends normalised.
    expect(profile.about).toBe('Hoi! <b>vet</b> <3\nTweede regel');
    expect(profile.region_id).toBe(utrecht.id);

    const cleared = await put({ hair_colour: null, interests: [] });
    expect(cleared.json().profile).toMatchObject({ hair_colour: null, body_type: 'athletic', interests: [] });
  });

  it('does not touch other members', async () => {
    await put({ name: 'Changed' }, otherId);
    const { rows } = await db().query<{ name: string }>('select name from members where id = $1', [memberId]);
    expect(rows[0]!.name).not.toBe('Changed');
  });

  it.each([
    ['name_equals_email', { name: 'SANNE@example.com ' }, 'Je profielnaam moet anders zijn dan je e-mailadres', 'body/name'],
    ['name_starts_with_at', { name: '@sanne' }, 'Je profielnaam mag niet beginnen met een @', 'body/name'],
    ['name_required', { name: '   ' }, 'Vul je profielnaam in.', 'body/name'],
    ['name_too_long', { name: 'x'.repeat(41) }, 'Je profielnaam mag maximaal 40 tekens lang zijn.', 'body/name'],
    ['invalid_birthdate', { date_of_birth: '1990-02-30' }, 'Ongeldige geboortedatum.', 'body/date_of_birth'],
    ['invalid_birthdate', { date_of_birth: '17-05-1990' }, 'Ongeldige geboortedatum.', 'body/date_of_birth'],
    ['invalid_birthdate', { date_of_birth: '2999-01-01' }, 'Ongeldige geboortedatum.', 'body/date_of_birth'],
    ['about_too_long', { about: 'a'.repeat(2001) }, 'Je tekst over jezelf mag maximaal 2000 tekens lang zijn.', 'body/about'],
    ['unknown_interest', { interests: ['wine', 'knitting'] }, 'Onbekende interesse.', 'body/interests'],
    ['unknown_country', { country: 'ZZ' }, 'Onbekend land.', 'body/country'],
  ])('rejects with 422 %s', async (code, body, message, path) => {
    const response = await put(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: code, message, details: [{ path, code, message }] });
  });

  it('rejects members younger than 18 with too_young and params.min_age', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const response = await put({ date_of_birth: `${year}-01-01` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'too_young',
      params: { min_age: 18 },
      details: [{ path: 'body/date_of_birth', code: 'too_young' }],
    });
  });

  it('accepts a valid date of birth and reports the new age', async () => {
    const response = await put({ date_of_birth: '1985-12-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.date_of_birth).toBe('1985-12-31');
  });

  it('reports every rejected field at once and writes nothing', async () => {
    const response = await put({ name: '@x', date_of_birth: 'nope', hair_colour: 'blond' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.map((detail: { code: string }) => detail.code)).toEqual(['name_starts_with_at', 'invalid_birthdate']);
    const { rows } = await db().query<{ hair_colour: string | null }>('select hair_colour from members where id = $1', [memberId]);
    expect(rows[0]!.hair_colour).not.toBe('blond');
  });

  it('keeps the region inside the country', async () => {
    const wrong = await put({ region_id: bavaria });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'region_not_in_country', details: [{ path: 'body/region_id' }] });

    const unknown = await put({ region_id: 987_654 });
    expect(unknown.json()).toMatchObject({ error: 'region_not_in_country' });

    // Moving to another country without a region drops the old region.
    const moved = await put({ country: 'DE' });
    expect(moved.json().profile).toMatchObject({ country: 'DE', region_id: null, region: null });

    const withRegion = await put({ country: 'NL', region_id: utrecht.id });
    expect(withRegion.json().profile).toMatchObject({ country: 'NL', region_id: utrecht.id, region: utrecht.name });

    const cleared = await put({ region_id: null });
    expect(cleared.json().profile).toMatchObject({ country: 'NL', region_id: null });
  });

  it('rejects attribute values outside the allowed lists with 400 validation_failed', async () => {
    for (const body of [{ hair_colour: 'purple' }, { gender: 'other' }, { country: 'nl' }, { sexuality: 'straight' }]) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('ignores keys it does not know: the email changes only through the mail-change flow', async () => {
    const response = await put({ email: 'new@example.com', status: 'active', paid_user: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ email: 'sanne@example.com', paid_user: false });
  });
});
