import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LikeResult } from '../../contracts/likes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

describe('POST and DELETE /api/like.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.me = await addMember(db(), { name: 'Me', gender: 'male' });
    for (const name of ['Anna', 'Bea', 'Cleo', 'Dora']) ids[name] = await addMember(db(), { name });
    ids.invisible = await addMember(db(), { name: 'Invisible', invisible: true });
    ids.deleted = await addMember(db(), { name: 'Deleted', deleted: true, status: 'deleted' });
    ids.disabled = await addMember(db(), { name: 'Disabled', status: 'disabled' });
    ids.leaving = await addMember(db(), { name: 'Leaving', status: 'deletion_requested' });
    ids.blockedByMe = await addMember(db(), { name: 'BlockedByMe' });
    ids.blocksMe = await addMember(db(), { name: 'BlocksMe' });
    await db().query(`insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)`, [ids.me, ids.blockedByMe, ids.blocksMe]);
  });

  const me = () => callAs(app(), ids.me!);
  const likeRows = async (liker: number, liked: number) =>
    (await db().query<{ source: string; is_new: boolean }>(`select source, is_new from likes where liker_id = $1 and liked_id = $2`, [liker, liked])).rows;

  it('likes a member, without a match while they have not liked back', async () => {
    const response = await me()('POST', '/api/like.php', { profile_id: ids.Anna });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ liked: true, match: false });
    expect(Value.Check(LikeResult, response.json())).toBe(true);
    expect(await likeRows(ids.me!, ids.Anna!)).toEqual([{ source: 'profile', is_new: true }]);
  });

  it('is idempotent: liking twice keeps one like with its first source', async () => {
    const response = await me()('POST', '/api/like.php?source=match_finder', { profile_id: ids.Anna });
    expect(response.json()).toEqual({ liked: true, match: false });
    expect(await likeRows(ids.me!, ids.Anna!)).toEqual([{ source: 'profile', is_new: true }]);
  });

  it('matches when the other member liked me first, and marks their like as seen', async () => {
    await callAs(app(), ids.Bea!)('POST', '/api/like.php', { profile_id: ids.me });
    const response = await me()('POST', '/api/like.php?source=likes', { profile_id: ids.Bea });
    expect(response.json()).toEqual({ liked: true, match: true });
    expect(await likeRows(ids.me!, ids.Bea!)).toEqual([{ source: 'likes', is_new: true }]);
    expect(await likeRows(ids.Bea!, ids.me!)).toEqual([{ source: 'profile', is_new: false }]);
  });

  it('unlikes: the like and its match are gone, and unliking again is fine', async () => {
    for (let round = 0; round < 2; round++) {
      const response = await me()('DELETE', '/api/like.php', { profile_id: ids.Bea });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ liked: false, match: false });
    }
    expect(await likeRows(ids.me!, ids.Bea!)).toEqual([]);
    // Bea's like of me stays.
    expect(await likeRows(ids.Bea!, ids.me!)).toHaveLength(1);
  });

  it('refuses to like yourself with 422', async () => {
    const response = await me()('POST', '/api/like.php', { profile_id: ids.me });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'cannot_like_self', message: 'Je kunt jezelf niet liken.' });
  });

  it('answers 404 for unknown, deleted, disabled, leaving and invisible members', async () => {
    for (const id of [999_999, ids.deleted, ids.disabled, ids.leaving, ids.invisible]) {
      const response = await me()('POST', '/api/like.php', { profile_id: id });
      expect(response.statusCode, `member ${id}`).toBe(404);
      expect(response.json()).toEqual({ error: 'profile_not_found', message: 'Dit profiel bestaat niet (meer).' });
    }
  });

  it('answers 404 for members blocked either way, so a block cannot be detected by liking', async () => {
    for (const id of [ids.blockedByMe, ids.blocksMe]) {
      expect((await me()('POST', '/api/like.php', { profile_id: id })).statusCode).toBe(404);
    }
    expect((await callAs(app(), ids.blocksMe!)('POST', '/api/like.php', { profile_id: ids.me })).statusCode).toBe(404);
    expect(await likeRows(ids.me!, ids.blocksMe!)).toEqual([]);
  });

  it('rejects a malformed body or an unknown source with 400', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/like.php', {}],
      ['/api/like.php', { profile_id: 0 }],
      ['/api/like.php', { profile_id: 'abc' }],
      ['/api/like.php', { profile_id: 1.5 }],
      ['/api/like.php?source=auto', { profile_id: ids.Cleo }],
      ['/api/like.php?source=nonsense', { profile_id: ids.Cleo }],
    ];
    for (const [url, body] of bad) {
      const response = await me()('POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await likeRows(ids.me!, ids.Cleo!)).toEqual([]);
  });

  it('accepts every client source', async () => {
    for (const source of ['profile', 'match_finder', 'likes']) {
      await me()('DELETE', '/api/like.php', { profile_id: ids.Dora });
      const response = await me()('POST', `/api/like.php?source=${source}`, { profile_id: ids.Dora });
      expect(response.json()).toEqual({ liked: true, match: false });
      expect(await likeRows(ids.me!, ids.Dora!)).toEqual([{ source, is_new: true }]);
    }
  });
});

describe('the likes routes for a visitor', () => {
  const { app } = useTestApp({ resolveMember: resolveTestMember });
  const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
    ['POST', '/api/like.php', { profile_id: 1 }],
    ['POST', '/api/like.php?source=swipe', { profile_id: 1 }],
    ['DELETE', '/api/like.php', { profile_id: 1 }],
    ['GET', '/api/likes.php'],
    ['POST', '/api/likes-seen.php', { profile_id: 1 }],
    ['POST', '/api/block.php', { profile_id: 1 }],
    ['DELETE', '/api/block.php', { profile_id: 1 }],
    ['GET', '/api/blocks.php'],
    ['GET', '/api/auto-like.php'],
    ['GET', '/api/swipe-game.php'],
    ['POST', '/api/swipe-pass.php', { profile_id: 1 }],
    // Even a malformed call tells a visitor to log in first.
    ['POST', '/api/like.php', { profile_id: 'x' }],
  ];

  it('answers 403 authentication_required on every call (spec 6: login is required to like)', async () => {
    for (const [method, url, body] of calls) {
      const response = await callAs(app(), null)(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om leden te liken.' });
    }
  });
});
