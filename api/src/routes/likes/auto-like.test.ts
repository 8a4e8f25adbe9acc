import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AutoLikeResponse } from '../../contracts/likes.ts';
import { autoLike } from '../../services/likes/auto-like.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

describe('GET /api/auto-like.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const autoLikeAs = async (memberId: number): Promise<AutoLikeResponse> => {
    const response = await callAs(app(), memberId)('GET', '/api/auto-like.php');
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(AutoLikeResponse, response.json())).toBe(true);
    return response.json();
  };
  const likesOf = async (memberId: number) =>
    (
      await db().query<{ liker_id: number; source: string; is_new: boolean }>(
        `select liker_id, source, is_new from likes where liked_id = $1`,
        [memberId],
      )
    ).rows;

  it('records a like from a fictional member of the gender and country I look for, and shows it as a new like', async () => {
    const me = await addMember(db(), { name: 'Hans', gender: 'male', country: 'BE' });
    const real = await addMember(db(), { name: 'Real', country: 'BE' });
    const fictional = await addMember(db(), { name: 'Fiona', country: 'BE', fictional: true });
    await addMember(db(), { name: 'Other country', country: 'DE', fictional: true });
    await addMember(db(), { name: 'Man', gender: 'male', country: 'BE', fictional: true });
    await addMember(db(), { name: 'No photo', country: 'BE', fictional: true, photo: false });
    await addMember(db(), { name: 'Hidden', country: 'BE', fictional: true, invisible: true });

    const first = await autoLikeAs(me);
    expect(first.profile).toMatchObject({
      id: fictional,
      name: 'Fiona',
      fictional: true,
      main_image: { thumb: `/media/members/${fictional}-t.jpg` },
    });
    expect(await likesOf(me)).toEqual([{ liker_id: fictional, source: 'auto', is_new: true }]);
    const likes = (await callAs(app(), me)('GET', '/api/likes.php')).json();
    expect(likes).toMatchObject({ new_likes: 1, liked_by: [{ id: fictional, like_new: true, match: false }] });
    expect(real).toBeGreaterThan(0);
  });

  it('gives at most one auto-like per member in 6 hours', async () => {
    const me = await addMember(db(), { name: 'Jan', gender: 'male', country: 'FR' });
    for (const name of ['A', 'B', 'C']) await addMember(db(), { name, country: 'FR', fictional: true });
    expect((await autoLikeAs(me)).profile).not.toBeNull();
    expect((await autoLikeAs(me)).profile).toBeNull();
    expect(await likesOf(me)).toHaveLength(1);
    // Blocking the liker deletes the like but not the quota.
    await callAs(app(), me)('POST', '/api/block.php', { profile_id: (await likesOf(me))[0]!.liker_id });
    expect((await autoLikeAs(me)).profile).toBeNull();
    // Seven hours later there is another one.
    const later = await autoLike(db(), me, '/media/', new Date(Date.now() + 7 * 3_600_000));
    expect(later.profile).not.toBeNull();
  });

  it('never uses real members, and skips fictional members already liked either way or blocked', async () => {
    const me = await addMember(db(), { name: 'Lars', gender: 'male', country: 'SE' });
    const liked = await addMember(db(), { name: 'Liked', country: 'SE', fictional: true });
    const blocked = await addMember(db(), { name: 'Blocked', country: 'SE', fictional: true });
    await addMember(db(), { name: 'Real', country: 'SE' });
    await callAs(app(), me)('POST', '/api/like.php', { profile_id: liked });
    await callAs(app(), me)('POST', '/api/block.php', { profile_id: blocked });
    expect((await autoLikeAs(me)).profile).toBeNull();
    const fictional = await addMember(db(), { name: 'Fictional', country: 'SE', fictional: true });
    expect((await autoLikeAs(me)).profile?.id).toBe(fictional);
  });

  it('follows the sexuality: a lesbian woman gets a woman, and null when nobody fits', async () => {
    const me = await addMember(db(), { name: 'Lena', sexuality: 'lesbian', country: 'FI' });
    await addMember(db(), { name: 'Matti', gender: 'male', country: 'FI', fictional: true });
    expect((await autoLikeAs(me)).profile).toBeNull();
    const woman = await addMember(db(), { name: 'Aino', country: 'FI', fictional: true });
    expect((await autoLikeAs(me)).profile?.id).toBe(woman);
  });
});
