import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { MatchFinderResponse } from '../../contracts/member-profile.ts';
import { wantedGenders } from '../../services/member-profile/match-finder.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addBlock, addLike, addMember, as } from './test-fixtures.ts';

describe('GET /api/match-finder.php', () => {
  const { app, db } = useTestApp({ resolveMember: async (request) => Number(request.headers['x-test-member']) || null });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (name: string, member: Omit<Parameters<typeof addMember>[1], 'name'>) => {
      ids[name] = await addMember(db(), { name, ...member });
    };
    await add('Me', { gender: 'male', age: 35 });
    await add('Bi', { gender: 'female', sexuality: 'bi', age: 36 });
    // Good matches, most recently active first.
    await add('Anna', { age: 33, photos: 1, activeMinutesAgo: 5 });
    await add('Bea', { age: 40, photos: 2, activeMinutesAgo: 10 });
    await add('Cleo', { age: 30, sexuality: 'bi', photos: 1, activeMinutesAgo: 20 });
    // Not a match.
    await add('NoPhoto', { age: 35 });
    await add('TooOld', { age: 50, photos: 1 });
    await add('German', { age: 35, country: 'DE', photos: 1 });
    await add('Lesbian', { age: 35, sexuality: 'lesbian', photos: 1 });
    await add('Man', { gender: 'male', age: 35, photos: 1 });
    await add('Liked', { age: 35, photos: 1 });
    await add('Blocked', { age: 35, photos: 1 });
    await add('Blocker', { age: 35, photos: 1 });
    await add('Hidden', { age: 35, photos: 1, invisible: true });
    await addLike(db(), ids.Me!, ids.Liked!);
    await addBlock(db(), ids.Me!, ids.Blocked!);
    await addBlock(db(), ids.Blocker!, ids.Me!);
    // A like received does not exclude: the match finder is where to like back.
    await addLike(db(), ids.Anna!, ids.Me!);
  });

  const find = async (memberId: number) => {
    const response = await app().inject({ url: '/api/match-finder.php', headers: as(memberId) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Value.Check(MatchFinderResponse, body)).toBe(true);
    return body.profiles as { name: string; main_image: unknown }[];
  };

  it('proposes members of the wanted gender who want me back, same country, close age, with a photo, not liked or blocked', async () => {
    const profiles = await find(ids.Me!);
    expect(profiles.map((profile) => profile.name)).toEqual(['Anna', 'Bea', 'Cleo']);
    for (const profile of profiles) expect(profile.main_image).not.toBeNull();
  });

  it('proposes both genders to a bisexual member, when they look for her gender', async () => {
    const names = (await find(ids.Bi!)).map((profile) => profile.name);
    // Men who want women (Man) and women who want women (Cleo bi, Lesbian); not hetero women.
    expect(names.sort()).toEqual(['Cleo', 'Lesbian', 'Man']);
  });

  it('answers 403 authentication_required without login, and for a session whose member is gone', async () => {
    for (const headers of [{}, as(999_999)]) {
      const response = await app().inject({ url: '/api/match-finder.php', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om je matches te zien.' });
    }
  });
});

describe('wantedGenders', () => {
  it('reads the looked-for genders from the sexuality', () => {
    expect(wantedGenders('male', 'hetero')).toEqual(['female']);
    expect(wantedGenders('female', 'hetero')).toEqual(['male']);
    expect(wantedGenders('male', 'gay')).toEqual(['male']);
    expect(wantedGenders('female', 'lesbian')).toEqual(['female']);
    expect(wantedGenders('female', 'bi')).toEqual(['female', 'male']);
  });
});
