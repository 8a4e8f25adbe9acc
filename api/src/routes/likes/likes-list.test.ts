import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { BlocksResponse, LikesResponse } from '../../contracts/likes.ts';
import { markLikeSeen } from '../../repositories/likes.ts';
import { onMemberBlocked } from '../../services/likes/block-service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

describe('GET /api/likes.php and POST /api/likes-seen.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.me = await addMember(db(), { name: 'Me', gender: 'male' });
    for (const name of ['Given', 'Mutual', 'Fan', 'OldFan', 'NoPhoto'])
      ids[name] = await addMember(db(), { name, photo: name !== 'NoPhoto' });
    ids.Hidden = await addMember(db(), { name: 'Hidden', invisible: true });
    ids.Gone = await addMember(db(), { name: 'Gone', deleted: true, status: 'deleted' });
    ids.Disabled = await addMember(db(), { name: 'Disabled', status: 'disabled' });
    ids.Blocked = await addMember(db(), { name: 'Blocked' });
    ids.Blocker = await addMember(db(), { name: 'Blocker' });
    const like = (liker: number, liked: number, minutesAgo: number, isNew = true) =>
      db().query(`insert into likes (liker_id, liked_id, created_at, is_new) values ($1, $2, now() - make_interval(mins => $3::int), $4)`, [
        liker,
        liked,
        minutesAgo,
        isNew,
      ]);
    await like(ids.me!, ids.Given!, 50);
    await like(ids.me!, ids.Mutual!, 40);
    await like(ids.Mutual!, ids.me!, 30);
    await like(ids.Fan!, ids.me!, 20);
    await like(ids.OldFan!, ids.me!, 90, false);
    await like(ids.NoPhoto!, ids.me!, 10);
    // Likes both ways with members nobody may see any more.
    for (const hidden of [ids.Hidden!, ids.Gone!, ids.Disabled!, ids.Blocked!, ids.Blocker!]) {
      await like(ids.me!, hidden, 5);
      await like(hidden, ids.me!, 5);
    }
    await db().query(`insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)`, [ids.me, ids.Blocked, ids.Blocker]);
  });

  const me = () => callAs(app(), ids.me!);
  const getLikes = async (): Promise<LikesResponse> => {
    const response = await me()('GET', '/api/likes.php');
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(LikesResponse, response.json())).toBe(true);
    return response.json();
  };
  const namesOf = (entries: Array<{ profile: { name: string } }>) => entries.map((entry) => entry.profile.name);

  it('lists given and received likes newest first, with matches and new flags', async () => {
    const likes = await getLikes();
    expect(namesOf(likes.profiles)).toEqual(['Mutual', 'Given']);
    expect(likes.profiles.map((entry) => entry.match)).toEqual([true, false]);
    expect(namesOf(likes.liked_by)).toEqual(['NoPhoto', 'Fan', 'Mutual', 'OldFan']);
    expect(likes.liked_by.map((entry) => [entry.like_new, entry.match])).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(likes.new_likes).toBe(3);
  });

  it('gives each entry the member id and the ProfileSummary of the search', async () => {
    const { liked_by: likedBy } = await getLikes();
    const fan = likedBy.find((entry) => entry.profile.name === 'Fan')!;
    expect(fan.id).toBe(ids.Fan);
    expect(fan.profile).toEqual({
      id: ids.Fan,
      name: 'Fan',
      age: 30,
      country: 'NL',
      region: null,
      fictional: false,
      verified: false,
      main_image: { match: `/media/members/${ids.Fan}.jpg`, thumb: `/media/members/${ids.Fan}-t.jpg` },
    });
    expect(likedBy.find((entry) => entry.profile.name === 'NoPhoto')?.profile.main_image).toBeNull();
    expect(new Date(fan.liked_at).getTime()).toBeLessThan(Date.now());
  });

  it('never shows invisible, deleted, disabled or blocked members (either way), nor counts them as new', async () => {
    const likes = await getLikes();
    for (const hidden of ['Hidden', 'Gone', 'Disabled', 'Blocked', 'Blocker']) {
      expect(namesOf(likes.profiles)).not.toContain(hidden);
      expect(namesOf(likes.liked_by)).not.toContain(hidden);
    }
  });

  it('shows each member only their own likes', async () => {
    const response = await callAs(app(), ids.Fan!)('GET', '/api/likes.php');
    expect(response.json()).toMatchObject({ liked_by: [], new_likes: 0 });
    expect(namesOf(response.json().profiles)).toEqual(['Me']);
  });

  it('clears like_new of one liker with likes-seen.php, idempotently', async () => {
    for (let round = 0; round < 2; round++) {
      const response = await me()('POST', '/api/likes-seen.php', { profile_id: ids.Fan });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ like_new: false });
    }
    const likes = await getLikes();
    expect(likes.liked_by.find((entry) => entry.id === ids.Fan)?.like_new).toBe(false);
    expect(likes.new_likes).toBe(2);
  });

  it('lets the profile page clear a new like through markLikeSeen, only for the liked member', async () => {
    await markLikeSeen(db(), ids.Fan!, ids.NoPhoto!); // NoPhoto liked me, not Fan: nothing changes
    expect((await getLikes()).new_likes).toBe(2);
    await markLikeSeen(db(), ids.me!, ids.NoPhoto!);
    expect((await getLikes()).new_likes).toBe(1);
  });

  it('rejects a malformed likes-seen body with 400', async () => {
    expect((await me()('POST', '/api/likes-seen.php', { profile_id: -1 })).statusCode).toBe(400);
    expect((await me()('POST', '/api/likes-seen.php', {})).statusCode).toBe(400);
  });
});

describe('POST, DELETE /api/block.php and GET /api/blocks.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.me = await addMember(db(), { name: 'Me', gender: 'male' });
    for (const name of ['Pest', 'Other', 'Hidden']) ids[name] = await addMember(db(), { name, invisible: name === 'Hidden' });
    ids.Gone = await addMember(db(), { name: 'Gone', deleted: true, status: 'deleted' });
    await db().query(`insert into likes (liker_id, liked_id) values ($1, $2), ($2, $1), ($1, $3), ($3, $2)`, [ids.me, ids.Pest, ids.Other]);
  });

  const me = () => callAs(app(), ids.me!);
  const likesBetween = async (a: number, b: number) =>
    (await db().query(`select 1 from likes where (liker_id = $1 and liked_id = $2) or (liker_id = $2 and liked_id = $1)`, [a, b])).rows
      .length;

  it('blocks: removes the likes both ways, hides both members from each other and lists the block', async () => {
    const response = await me()('POST', '/api/block.php', { profile_id: ids.Pest });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ blocked: true });
    expect(await likesBetween(ids.me!, ids.Pest!)).toBe(0);
    // Other likes are untouched.
    expect(await likesBetween(ids.me!, ids.Other!)).toBe(1);
    expect(await likesBetween(ids.Other!, ids.Pest!)).toBe(1);
    expect((await me()('POST', '/api/like.php', { profile_id: ids.Pest })).statusCode).toBe(404);
    expect((await callAs(app(), ids.Pest!)('POST', '/api/like.php', { profile_id: ids.me })).statusCode).toBe(404);

    const blocks = await me()('GET', '/api/blocks.php');
    expect(Value.Check(BlocksResponse, blocks.json())).toBe(true);
    expect(blocks.json().profiles.map((entry: { id: number; profile: { name: string } }) => [entry.id, entry.profile.name])).toEqual([
      [ids.Pest, 'Pest'],
    ]);
    // The blocked member does not see who blocked them.
    expect((await callAs(app(), ids.Pest!)('GET', '/api/blocks.php')).json()).toEqual({ profiles: [] });
  });

  it('is idempotent and can block invisible members too', async () => {
    expect((await me()('POST', '/api/block.php', { profile_id: ids.Pest })).json()).toEqual({ blocked: true });
    expect((await me()('POST', '/api/block.php', { profile_id: ids.Hidden })).json()).toEqual({ blocked: true });
    const names = (await me()('GET', '/api/blocks.php')).json().profiles.map((entry: { profile: { name: string } }) => entry.profile.name);
    expect(names.sort()).toEqual(['Hidden', 'Pest']);
  });

  it('unblocks: the member may be liked again, the removed likes stay removed', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await me()('DELETE', '/api/block.php', { profile_id: ids.Pest })).json()).toEqual({ blocked: false });
    }
    expect(await likesBetween(ids.me!, ids.Pest!)).toBe(0);
    expect((await me()('POST', '/api/like.php', { profile_id: ids.Pest })).json()).toEqual({ liked: true, match: false });
  });

  it('refuses to block yourself (422) and malformed bodies (400)', async () => {
    const self = await me()('POST', '/api/block.php', { profile_id: ids.me });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ error: 'cannot_block_self', message: 'Je kunt jezelf niet blokkeren.' });
    expect((await me()('POST', '/api/block.php', { id: ids.Other })).statusCode).toBe(400);
    expect((await me()('DELETE', '/api/block.php', { profile_id: 'x' })).statusCode).toBe(400);
  });

  it('answers unknown ids, deleted, invisible and blocking members alike, so ids cannot be enumerated', async () => {
    const blocksMe = await addMember(db(), { name: 'BlocksMe' });
    const visible = await addMember(db(), { name: 'Visible' });
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [blocksMe, ids.me]);
    const answers = [];
    for (const id of [999_999, ids.Gone!, ids.Hidden!, blocksMe, visible]) {
      const response = await me()('POST', '/api/block.php', { profile_id: id });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size, JSON.stringify(answers)).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ blocked: true }) });
    // Unknown and deleted ids left no block behind.
    const { rows } = await db().query('select blocked_id from blocks where blocker_id = $1 and blocked_id = any($2)', [
      ids.me,
      [999_999, ids.Gone],
    ]);
    expect(rows).toEqual([]);
  });

  it('runs onMemberBlocked listeners in the block transaction: a failing listener undoes the block', async () => {
    const seen: Array<[number, number]> = [];
    const stopSeeing = onMemberBlocked(async (_tx, blocker, blocked) => {
      seen.push([blocker, blocked]);
    });
    const stopFailing = onMemberBlocked(async () => {
      throw new Error('chat cleanup failed');
    });
    const failed = await me()('POST', '/api/block.php', { profile_id: ids.Other });
    expect(failed.statusCode).toBe(500);
    expect(seen).toEqual([[ids.me, ids.Other]]);
    expect(await likesBetween(ids.me!, ids.Other!)).toBe(1);
    expect((await db().query(`select 1 from blocks where blocker_id = $1 and blocked_id = $2`, [ids.me, ids.Other])).rows).toHaveLength(0);

    stopFailing();
    expect((await me()('POST', '/api/block.php', { profile_id: ids.Other })).json()).toEqual({ blocked: true });
    expect(seen).toHaveLength(2);
    stopSeeing();
  });
});
