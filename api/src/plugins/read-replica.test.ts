import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { useTestApp } from '../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../routes/likes/test-members.ts';
import { readReadYourWritesMs } from '../config.ts';
import { READ_PRIMARY_COOKIE } from './read-replica.ts';

describe('reads that may be a moment old, with a replica', () => {
  const replicaCalls: string[] = [];
  // The "replica" answers from the test database itself and records what reached it.
  const replica: Db = {
    engine: 'postgres',
    query: (sql, params, options) => {
      replicaCalls.push(sql);
      return testApp.db().query(sql, params, options);
    },
    exec: (sql) => testApp.db().exec(sql),
    transaction: (fn) => testApp.db().transaction(fn),
    close: async () => {},
  };
  const testApp = useTestApp({ resolveMember: resolveTestMember, replicaReads: replica });
  const { app, db } = testApp;

  it('serves the showcase and the search from the replica and sets no cookie on reads', async () => {
    replicaCalls.length = 0;
    const showcase = await callAs(app(), null)('GET', '/api/showcase.php');
    expect(showcase.statusCode, showcase.body).toBe(200);
    expect(replicaCalls.length).toBeGreaterThan(0);
    expect(showcase.cookies.map((cookie) => cookie.name)).not.toContain(READ_PRIMARY_COOKIE);
  });

  it("a member's write keeps their next reads on the primary; another member's reads stay on the replica", async () => {
    const me = await addMember(db(), { name: 'Writer' });
    const other = await addMember(db(), { name: 'Liked' });
    const like = await callAs(app(), me)('POST', '/api/like.php', { profile_id: other });
    expect(like.statusCode, like.body).toBe(200);
    const cookie = like.cookies.find((entry) => entry.name === READ_PRIMARY_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(Number(cookie!.value)).toBeGreaterThan(Date.now());

    replicaCalls.length = 0;
    const mine = await app().inject({
      method: 'GET',
      url: '/api/likes.php',
      headers: { 'x-request-type': 'client', 'x-test-member': String(me) },
      cookies: { [READ_PRIMARY_COOKIE]: cookie!.value },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().profiles.map((entry: { id: number }) => entry.id)).toEqual([other]);
    expect(replicaCalls).toEqual([]);

    // Without the window (another browser, or once it ran out) the likes list is read from the replica.
    const theirs = await callAs(app(), other)('GET', '/api/likes.php');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(replicaCalls.length).toBeGreaterThan(0);
  });

  it('an expired or forged window value reads from the replica; a failed write opens no window', async () => {
    replicaCalls.length = 0;
    for (const value of [String(Date.now() - 1), 'soon', '']) {
      const response = await app().inject({
        method: 'GET',
        url: '/api/showcase.php',
        headers: { 'x-request-type': 'client' },
        cookies: { [READ_PRIMARY_COOKIE]: value },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(replicaCalls.length).toBeGreaterThanOrEqual(3);
    const refused = await callAs(app(), null)('POST', '/api/like.php', { profile_id: 1 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.cookies.map((entry) => entry.name)).not.toContain(READ_PRIMARY_COOKIE);
  });

  it("reads one's own profile from the primary and others' from the replica", async () => {
    const me = await addMember(db(), { name: 'Self' });
    const other = await addMember(db(), { name: 'Someone' });
    replicaCalls.length = 0;
    const own = await callAs(app(), me)('GET', `/api/member.php?id=${me}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(replicaCalls).toEqual([]);
    const theirs = await callAs(app(), me)('GET', `/api/member.php?id=${other}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(replicaCalls.length).toBeGreaterThan(0);
  });

  it('reads the window length from the environment', () => {
    expect(readReadYourWritesMs({})).toBe(5_000);
    expect(readReadYourWritesMs({ REPLICA_READ_YOUR_WRITES_MS: '2000' })).toBe(2_000);
    expect(() => readReadYourWritesMs({ REPLICA_READ_YOUR_WRITES_MS: '-1' })).toThrow('Invalid REPLICA_READ_YOUR_WRITES_MS');
  });
});

describe('without a replica', () => {
  const { app } = useTestApp();

  it('reads everything from the primary and sets no window cookie on writes', async () => {
    expect(app().hasRequestDecorator('readDb')).toBe(true);
    const response = await app().inject({ method: 'GET', url: '/api/showcase.php', headers: { 'x-request-type': 'client' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(READ_PRIMARY_COOKIE);
  });
});
