import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { MemberProfileResponse, type MemberProfile } from '../../contracts/member-profile.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addBlock, addInterests, addLike, addMember, as, setSetting } from './test-fixtures.ts';

const resolveMember = async (request: { headers: Record<string, unknown> }) => Number(request.headers['x-test-member']) || null;

describe('GET /api/member.php', () => {
  const { app, db } = useTestApp({ resolveMember });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (name: string, member: Omit<Parameters<typeof addMember>[1], 'name'> = {}) => {
      ids[name] = await addMember(db(), { name, ...member });
    };
    await add('Free', { gender: 'male', age: 33 });
    await add('Premium', { gender: 'male', age: 40, paid: true });
    await add('Anna', { age: 30, photos: 5, inspectionPhotos: 1, about: '<b>Hoi</b> ik ben Anna', hair: 'red' });
    await add('Fee', { age: 29, fictional: true, photos: 1 });
    await add('Hidden', { age: 30, invisible: true, photos: 2 });
    await add('Gone', { age: 30, deleted: true });
    await add('Disabled', { age: 30, status: 'disabled' });
    await add('Unsure', { age: 31, status: 'not_confirmed' });
    // Related to Anna: same gender and country, born within 5 years.
    await add('Bea', { age: 32, photos: 1 });
    await add('Cleo', { age: 28 });
    await add('Old', { age: 50, photos: 1 });
    await add('German', { age: 30, country: 'DE', photos: 1 });
    await add('Mark', { gender: 'male', age: 30, photos: 1 });
    await add('BlockedByFree', { age: 30, photos: 1 });
    await add('BlocksFree', { age: 30, photos: 1 });
    await addInterests(db(), ids.Anna!, ['wine', 'art', 'travelling']);
    await addBlock(db(), ids.Free!, ids.BlockedByFree!);
    await addBlock(db(), ids.BlocksFree!, ids.Free!);
  });

  const get = async (id: number, viewer?: number) => app().inject({ url: `/api/member.php?id=${id}`, headers: viewer ? as(viewer) : {} });
  const profileOf = async (id: number, viewer?: number): Promise<MemberProfile> => {
    const response = await get(id, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(MemberProfileResponse, body)).toBe(true);
    return body.profile;
  };

  it('shows a visitor the profile with its main photo only and counts the locked photos', async () => {
    const anna = await profileOf(ids.Anna!);
    expect(anna).toMatchObject({
      id: ids.Anna,
      name: 'Anna',
      age: 30,
      country: 'NL',
      region: null,
      fictional: false,
      fictional_warning: null,
      // Plain text, passed on unchanged: the page renders it as text, never as HTML.
      about: '<b>Hoi</b> ik ben Anna',
      visible_profile_notes: true,
      viewer: 'visitor',
      liked: false,
      liked_by: false,
      match: false,
      blocked: false,
      photos_total: 5,
      photos_locked: 4,
      main_image: { match: `/media/members/${ids.Anna}-0.jpg`, thumb: `/media/members/${ids.Anna}-0-t.jpg` },
    });
    expect(anna.photos).toEqual([
      { id: expect.any(Number), url: `/media/members/${ids.Anna}-0.jpg`, thumb: `/media/members/${ids.Anna}-0-t.jpg`, is_main: true },
    ]);
  });

  it('sends only the attributes of settings.visible_profile_fields, interests in display order', async () => {
    const anna = await profileOf(ids.Anna!);
    // The demo site lists everything but gender.
    expect(anna.attributes).toEqual({
      sexuality: 'hetero',
      relationship_status: null,
      hair_colour: 'red',
      eye_colour: null,
      body_type: 'athletic',
      tattoos: null,
      reason: null,
      interests: ['art', 'travelling', 'wine'],
    });
  });

  it('shows a free member up to 3 photos and a premium member all active ones (never those under inspection)', async () => {
    const free = await profileOf(ids.Anna!, ids.Free);
    expect(free).toMatchObject({ viewer: 'free', photos_total: 5, photos_locked: 2 });
    expect(free.photos.map((photo) => photo.is_main)).toEqual([true, false, false]);
    const premium = await profileOf(ids.Anna!, ids.Premium);
    expect(premium).toMatchObject({ viewer: 'premium', photos_total: 5, photos_locked: 0 });
    expect(premium.photos).toHaveLength(5);
    expect(premium.photos.some((photo) => photo.url.includes('-i0'))).toBe(false);
  });

  it('adds the singular fictional warning of the settings to a fictional profile', async () => {
    const fee = await profileOf(ids.Fee!);
    expect(fee).toMatchObject({
      fictional: true,
      fictional_warning: 'Dit profiel is fictief: het wordt beheerd door een medewerker van de site.',
    });
  });

  it('answers 404 not_found for unknown, deleted, invisible and disabled members', async () => {
    for (const id of [999_999, ids.Gone!, ids.Hidden!, ids.Disabled!]) {
      for (const viewer of [undefined, ids.Premium]) {
        const response = await get(id, viewer);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'Dit profiel bestaat niet (meer).' });
      }
    }
    // Not yet confirmed members are findable, as in search.
    expect((await get(ids.Unsure!)).statusCode).toBe(200);
  });

  it('shows members their own profile even when invisible, with every photo', async () => {
    const own = await profileOf(ids.Hidden!, ids.Hidden);
    expect(own).toMatchObject({ viewer: 'self', photos_total: 2, photos_locked: 0, liked: false, blocked: false });
    expect(own.photos).toHaveLength(2);
  });

  it('hides a member who blocked the viewer, and strips one the viewer blocked so it can be unblocked', async () => {
    const blocksMe = await get(ids.BlocksFree!, ids.Free);
    expect(blocksMe.statusCode).toBe(404);
    // Others still see them.
    expect((await get(ids.BlocksFree!, ids.Premium)).statusCode).toBe(200);

    const blocked = await profileOf(ids.BlockedByFree!, ids.Free);
    expect(blocked).toMatchObject({
      blocked: true,
      about: '',
      attributes: {},
      main_image: null,
      photos: [],
      photos_total: 0,
      photos_locked: 0,
      related: [],
    });
  });

  it('tells the viewer about likes both ways and a match', async () => {
    const liker = await addMember(db(), { name: 'Liker', gender: 'male', age: 35 });
    await addLike(db(), ids.Free!, ids.Bea!);
    expect(await profileOf(ids.Bea!, ids.Free)).toMatchObject({ liked: true, liked_by: false, match: false });
    await addLike(db(), ids.Bea!, ids.Free!);
    expect(await profileOf(ids.Bea!, ids.Free)).toMatchObject({ liked: true, liked_by: true, match: true });
    await addLike(db(), liker, ids.Cleo!);
    expect(await profileOf(liker, ids.Cleo)).toMatchObject({ liked: false, liked_by: true, match: false });
  });

  it('clears the new-like flag when the liked member opens the liker, and only then', async () => {
    const liker = await addMember(db(), { name: 'Fan', gender: 'male', age: 31 });
    await addLike(db(), liker, ids.Anna!);
    const isNew = async () =>
      (await db().query<{ is_new: boolean }>('select is_new from likes where liker_id = $1 and liked_id = $2', [liker, ids.Anna])).rows[0]
        ?.is_new;
    await profileOf(liker); // a visitor
    await profileOf(liker, ids.Premium); // someone else
    await profileOf(ids.Anna!, liker); // the liker looking at Anna
    expect(await isNew()).toBe(true);
    await profileOf(liker, ids.Anna);
    expect(await isNew()).toBe(false);
  });

  it('adds up to 6 related profiles: same gender and country, close age, photos first, never blocked either way', async () => {
    const forVisitor = await profileOf(ids.Anna!);
    const names = forVisitor.related.map((profile) => profile.name);
    // Those with a photo first, closest age first (same age: lower id), then those without: Unsure (31), Cleo (28).
    expect(names).toEqual(['BlockedByFree', 'BlocksFree', 'Fee', 'Bea', 'Unsure', 'Cleo']);
    for (const other of ['Anna', 'Old', 'German', 'Mark', 'Hidden', 'Gone', 'Disabled']) expect(names).not.toContain(other);
    expect(forVisitor.related.length).toBeLessThanOrEqual(6);

    const forFree = (await profileOf(ids.Anna!, ids.Free)).related.map((profile) => profile.name);
    expect(forFree).not.toContain('BlockedByFree');
    expect(forFree).not.toContain('BlocksFree');
    expect(forFree).toContain('Bea');
  });

  it('never lists the viewer among the related profiles', async () => {
    const related = (await profileOf(ids.Bea!, ids.Anna)).related.map((profile) => profile.id);
    expect(related).not.toContain(ids.Anna);
    expect(related).not.toContain(ids.Bea);
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['']])('rejects id=%s with validation_failed', async (id) => {
    const response = await app().inject(`/api/member.php?id=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'querystring/id' }] });
  });

  it('requires an id', async () => {
    const response = await app().inject('/api/member.php');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });
});

describe('GET /api/member.php with other site settings', () => {
  const { app, db } = useTestApp({ resolveMember });
  let anna = 0;
  let viewer = 0;

  beforeAll(async () => {
    viewer = await addMember(db(), { name: 'Viewer', gender: 'male' });
    anna = await addMember(db(), { name: 'Anna', about: 'Hallo', photos: 2 });
    await setSetting(app(), 'logged_out_search', false);
    await setSetting(app(), 'visible_profile_fields', ['gender', 'hair_colour']);
    await setSetting(app(), 'visible_profile_notes', false);
  });

  it('answers 403 authentication_required to a visitor where logged-out search is off', async () => {
    const response = await app().inject(`/api/member.php?id=${anna}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om profielen te bekijken.' });
  });

  it('shows members only the fields the site makes visible', async () => {
    const response = await app().inject({ url: `/api/member.php?id=${anna}`, headers: as(viewer) });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      attributes: { gender: 'female', hair_colour: 'blond' },
      about: '',
      visible_profile_notes: false,
    });
    expect(Object.keys(response.json().profile.attributes).sort()).toEqual(['gender', 'hair_colour']);
  });
});
