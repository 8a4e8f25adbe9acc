import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LikeResult } from '../../contracts/likes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from './test-members.ts';

describe('POST and DELETE /api/like.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });

  /** Fresh members for one test (me plus the named others), so no test depends on another's likes. */
  const members = async <Name extends string>(...names: Name[]): Promise<{ me: number } & Record<Name, number>> => {
    const ids: Record<string, number> = { me: await addMember(db(), { name: 'Me', gender: 'male' }) };
    for (const name of names) ids[name] = await addMember(db(), { name });
    return ids as { me: number } & Record<Name, number>;
  };
  const as = (memberId: number) => callAs(app(), memberId);
  const likeRows = async (liker: number, liked: number) =>
    (
      await db().query<{ source: string; is_new: boolean }>(`select source, is_new from likes where liker_id = $1 and liked_id = $2`, [
        liker,
        liked,
      ])
    ).rows;

  it('likes a member, without a match while they have not liked back', async () => {
    const ids = await members('Anna');
    const response = await as(ids.me)('POST', '/api/like.php', { profile_id: ids.Anna });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ liked: true, match: false });
    expect(Value.Check(LikeResult, response.json())).toBe(true);
    expect(await likeRows(ids.me, ids.Anna)).toEqual([{ source: 'profile', is_new: true }]);
  });

  it('is idempotent: liking twice keeps one like with its first source', async () => {
    const ids = await members('Anna');
    await as(ids.me)('POST', '/api/like.php', { profile_id: ids.Anna });
    const response = await as(ids.me)('POST', '/api/like.php?source=match_finder', { profile_id: ids.Anna });
    expect(response.json()).toEqual({ liked: true, match: false });
    expect(await likeRows(ids.me, ids.Anna)).toEqual([{ source: 'profile', is_new: true }]);
  });

  it('matches when the other member liked me first, and marks their like as seen', async () => {
    const ids = await members('Bea');
    await as(ids.Bea)('POST', '/api/like.php', { profile_id: ids.me });
    const response = await as(ids.me)('POST', '/api/like.php?source=likes', { profile_id: ids.Bea });
    expect(response.json()).toEqual({ liked: true, match: true });
    expect(await likeRows(ids.me, ids.Bea)).toEqual([{ source: 'likes', is_new: true }]);
    expect(await likeRows(ids.Bea, ids.me)).toEqual([{ source: 'profile', is_new: false }]);
  });

  it('unlikes: the like and its match are gone, and unliking again is fine', async () => {
    const ids = await members('Bea');
    await as(ids.Bea)('POST', '/api/like.php', { profile_id: ids.me });
    await as(ids.me)('POST', '/api/like.php', { profile_id: ids.Bea });
    for (let round = 0; round < 2; round++) {
      const response = await as(ids.me)('DELETE', '/api/like.php', { profile_id: ids.Bea });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ liked: false, match: false });
    }
    expect(await likeRows(ids.me, ids.Bea)).toEqual([]);
    // Bea's like of me stays.
    expect(await likeRows(ids.Bea, ids.me)).toHaveLength(1);
  });

  it('refuses to like yourself with 422', async () => {
    const ids = await members();
    const response = await as(ids.me)('POST', '/api/like.php', { profile_id: ids.me });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'cannot_like_self', message: 'Je kunt jezelf niet liken.' });
  });

  it('answers 404 for unknown, deleted, disabled, leaving and invisible members', async () => {
    const { me } = await members();
    const hidden = [
      await addMember(db(), { name: 'Deleted', deleted: true, status: 'deleted' }),
      await addMember(db(), { name: 'Disabled', status: 'disabled' }),
      await addMember(db(), { name: 'Leaving', status: 'deletion_requested' }),
      await addMember(db(), { name: 'Invisible', invisible: true }),
    ];
    for (const id of [999_999, ...hidden]) {
      const response = await as(me)('POST', '/api/like.php', { profile_id: id });
      expect(response.statusCode, `member ${id}`).toBe(404);
      expect(response.json()).toEqual({ error: 'profile_not_found', message: 'Dit profiel bestaat niet (meer).' });
    }
  });

  it('answers 404 for members blocked either way, so a block cannot be detected by liking', async () => {
    const ids = await members('BlockedByMe', 'BlocksMe');
    await db().query(`insert into blocks (blocker_id, blocked_id) values ($1, $2), ($3, $1)`, [ids.me, ids.BlockedByMe, ids.BlocksMe]);
    for (const id of [ids.BlockedByMe, ids.BlocksMe]) {
      expect((await as(ids.me)('POST', '/api/like.php', { profile_id: id })).statusCode).toBe(404);
    }
    expect((await as(ids.BlocksMe)('POST', '/api/like.php', { profile_id: ids.me })).statusCode).toBe(404);
    expect(await likeRows(ids.me, ids.BlocksMe)).toEqual([]);
  });

  it('rejects a malformed body or an unknown source with 400', async () => {
    const ids = await members('Cleo');
    const bad: Array<[string, unknown]> = [
      ['/api/like.php', {}],
      ['/api/like.php', { profile_id: 0 }],
      ['/api/like.php', { profile_id: 'abc' }],
      ['/api/like.php', { profile_id: 1.5 }],
      ['/api/like.php?source=auto', { profile_id: ids.Cleo }],
      ['/api/like.php?source=nonsense', { profile_id: ids.Cleo }],
    ];
    for (const [url, body] of bad) {
      const response = await as(ids.me)('POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await likeRows(ids.me, ids.Cleo)).toEqual([]);
  });

  it('accepts every client source', async () => {
    const ids = await members('Dora');
    for (const source of ['profile', 'match_finder', 'likes']) {
      await as(ids.me)('DELETE', '/api/like.php', { profile_id: ids.Dora });
      const response = await as(ids.me)('POST', `/api/like.php?source=${source}`, { profile_id: ids.Dora });
      expect(response.json()).toEqual({ liked: true, match: false });
      expect(await likeRows(ids.me, ids.Dora)).toEqual([{ source, is_new: true }]);
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

  it('answers 403 authentication_required on every call (login is required to like)', async () => {
    for (const [method, url, body] of calls) {
      const response = await callAs(app(), null)(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required', message: 'Log in om leden te liken.' });
    }
  });
});
