import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import { VISITORS_PAGE_SIZE, VisitorsResponse } from '../../contracts/visitors.ts';
import { countProfileViews } from '../../repositories/profile-views.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addBlock, addMember, as, type TestMember } from '../member-profile/test-fixtures.ts';

const sendPush = vi.hoisted(() => vi.fn());
vi.mock('../../services/push/send-push.ts', () => ({ sendPush }));

const resolveMember = async (request: { headers: Record<string, unknown> }) => Number(request.headers['x-test-member']) || null;

describe('who viewed me: member.php records, visitors.php lists', () => {
  // A clock the test moves: views are one row per pair and day, holding the day's latest time.
  let clock = new Date('2026-11-20T10:00:00Z');
  const { app, db } = useTestApp({ resolveMember, now: () => clock });
  beforeEach(() => {
    sendPush.mockReset();
    clock = new Date('2026-11-20T10:00:00Z');
  });

  const member = (name: string, extra: Omit<TestMember, 'name'> = {}) => addMember(db(), { name, photos: 1, ...extra });
  /** Opens `viewedId`'s profile as `viewerId` and waits for the view's recording (it runs after the answer). */
  const view = async (viewerId: number | null, viewedId: number) => {
    const response = await app().inject({ url: `/api/member.php?id=${viewedId}`, headers: viewerId ? as(viewerId) : {} });
    await app().profileViews.settled();
    return response;
  };
  const visitorsOf = async (memberId: number, page?: number): Promise<VisitorsResponse> => {
    const response = await app().inject({ url: `/api/visitors.php${page ? `?page=${page}` : ''}`, headers: as(memberId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Value.Check(VisitorsResponse, body)).toBe(true);
    return body;
  };
  const viewRows = async (viewedId: number) =>
    (
      await db().query<{ viewer_id: number; viewed_at: Date }>(
        'select viewer_id, viewed_at from profile_views where viewed_id = $1 order by viewer_id, day',
        [viewedId],
      )
    ).rows;

  it('shows a premium member who viewed them: name, photo and the latest visit, newest first', async () => {
    const bea = await member('Bea', { paid: true });
    const anna = await member('Anna', { gender: 'male' });
    const carl = await member('Carl', { gender: 'male', photos: 0 });
    expect((await view(anna, bea)).statusCode).toBe(200);
    clock = new Date('2026-11-20T11:00:00Z');
    await view(carl, bea);
    const visitors = await visitorsOf(bea);
    expect(visitors).toMatchObject({ total: 2, premium: true, blurred: 0, page: 1, per_page: VISITORS_PAGE_SIZE, window_days: 30 });
    expect(visitors.visitors).toEqual([
      { visited_at: '2026-11-20T11:00:00.000Z', profile: expect.objectContaining({ id: carl, name: 'Carl', main_image: null }) },
      {
        visited_at: '2026-11-20T10:00:00.000Z',
        profile: expect.objectContaining({
          id: anna,
          name: 'Anna',
          main_image: { match: `/media/members/${anna}-0.jpg`, thumb: `/media/members/${anna}-0-t.jpg` },
        }),
      },
    ]);
  });

  it('gives a free member only how many and blurred tiles: no visitor id, name or photo in the answer', async () => {
    const free = await member('Fenna');
    const anna = await member('Annabel', { gender: 'male' });
    const carl = await member('Carlos', { gender: 'male' });
    await view(anna, free);
    await view(carl, free);
    const response = await app().inject({ url: '/api/visitors.php', headers: as(free) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ total: 2, premium: false, visitors: [], blurred: 2, page: 1, per_page: VISITORS_PAGE_SIZE, window_days: 30 });
    // Not hidden by the page: the identities are not in the bytes at all.
    for (const text of ['Annabel', 'Carlos', `members/${anna}-`, `members/${carl}-`, `"id":${anna}`, `"id":${carl}`]) {
      expect(response.body).not.toContain(text);
    }
    // The same visitors, once the member is premium, are named.
    await db().query('update members set paid_user = true where id = $1', [free]);
    expect((await visitorsOf(free)).visitors.map((visit) => visit.profile.name)).toEqual(['Carlos', 'Annabel']);
  });

  it('keeps one row per viewer and day with the latest time; another day is another row', async () => {
    const bea = await member('Beatrix', { paid: true });
    const anna = await member('Anneke', { gender: 'male' });
    await view(anna, bea);
    clock = new Date('2026-11-20T18:30:00Z');
    await view(anna, bea);
    clock = new Date('2026-11-20T12:00:00Z');
    // An older view arriving late never moves the day's time back.
    await view(anna, bea);
    expect(await viewRows(bea)).toEqual([{ viewer_id: anna, viewed_at: new Date('2026-11-20T18:30:00Z') }]);
    clock = new Date('2026-11-21T09:00:00Z');
    await view(anna, bea);
    expect(await viewRows(bea)).toHaveLength(2);
    // Listed once, with the latest visit.
    const visitors = await visitorsOf(bea);
    expect(visitors.total).toBe(1);
    expect(visitors.visitors.map((visit) => visit.visited_at)).toEqual(['2026-11-21T09:00:00.000Z']);
  });

  it('records nothing for one’s own profile, a logged-out visitor or an invisible viewer', async () => {
    const bea = await member('Bo', { paid: true });
    const hidden = await member('Hidden', { gender: 'male', invisible: true });
    expect((await view(bea, bea)).statusCode).toBe(200);
    expect((await view(null, bea)).statusCode).toBe(200);
    expect((await view(hidden, bea)).statusCode).toBe(200);
    expect(await viewRows(bea)).toEqual([]);
    expect(await visitorsOf(bea)).toMatchObject({ total: 0, visitors: [], blurred: 0 });
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('records nothing between blocked members, either way, and stops listing a visitor blocked later', async () => {
    const bea = await member('Bente', { paid: true });
    const blockedByBea = await member('Blocked', { gender: 'male' });
    const blocksBea = await member('Blocker', { gender: 'male' });
    const later = await member('Later', { gender: 'male' });
    await addBlock(db(), bea, blockedByBea);
    await addBlock(db(), blocksBea, bea);
    expect((await view(blockedByBea, bea)).statusCode).toBe(404);
    // Bea's profile is hidden from whoever she blocked; the one who blocked her sees her stripped profile.
    await view(blocksBea, bea);
    await view(bea, blockedByBea);
    await view(bea, blocksBea);
    expect(await viewRows(bea)).toEqual([]);
    expect(await viewRows(blockedByBea)).toEqual([]);
    expect(await viewRows(blocksBea)).toEqual([]);

    await view(later, bea);
    expect((await visitorsOf(bea)).total).toBe(1);
    await addBlock(db(), later, bea);
    expect(await visitorsOf(bea)).toMatchObject({ total: 0, visitors: [] });
  });

  it('stops listing a visitor who turns invisible after the visit', async () => {
    const bea = await member('Bella', { paid: true });
    const anna = await member('Ans', { gender: 'male' });
    await view(anna, bea);
    expect((await visitorsOf(bea)).total).toBe(1);
    await db().query('update members set invisible = true where id = $1', [anna]);
    expect(await visitorsOf(bea)).toMatchObject({ total: 0, visitors: [] });
  });

  it('pages the visitors for premium members and the blurred tiles for free members', async () => {
    const premium = await member('Pauline', { paid: true });
    const free = await member('Frida');
    const visitors: number[] = [];
    for (let n = 0; n < VISITORS_PAGE_SIZE + 1; n++) visitors.push(await member(`Visitor ${n}`, { gender: 'male', photos: 0 }));
    for (const [n, visitor] of visitors.entries()) {
      clock = new Date(Date.UTC(2026, 10, 20, 8, n));
      await db().query(
        `insert into profile_views (viewed_id, viewer_id, day, viewed_at, first_viewed_at)
         values ($1, $3, '2026-11-20', $4, $4), ($2, $3, '2026-11-20', $4, $4)`,
        [premium, free, visitor, clock],
      );
    }
    const first = await visitorsOf(premium);
    expect(first.total).toBe(VISITORS_PAGE_SIZE + 1);
    expect(first.visitors).toHaveLength(VISITORS_PAGE_SIZE);
    expect(first.visitors[0]!.profile.id).toBe(visitors.at(-1));
    const second = await visitorsOf(premium, 2);
    expect(second.visitors.map((visit) => visit.profile.id)).toEqual([visitors[0]]);
    expect((await visitorsOf(premium, 3)).visitors).toEqual([]);
    expect(await visitorsOf(free)).toMatchObject({ total: VISITORS_PAGE_SIZE + 1, blurred: VISITORS_PAGE_SIZE, visitors: [] });
    expect(await visitorsOf(free, 2)).toMatchObject({ blurred: 1, visitors: [] });
    expect(await visitorsOf(free, 3)).toMatchObject({ blurred: 0, visitors: [] });
  });

  it('lists only the last 30 days', async () => {
    const bea = await member('Bianca', { paid: true });
    const old = await member('Oud', { gender: 'male' });
    clock = new Date('2026-10-01T10:00:00Z');
    await view(old, bea);
    clock = new Date('2026-11-20T10:00:00Z');
    expect((await visitorsOf(bea)).total).toBe(0);
  });

  it('refuses a logged-out caller with authentication_required and a bad page with 400', async () => {
    const response = await app().inject({ url: '/api/visitors.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required', message: 'Log in om je bezoekers te zien.' });
    const someone = await member('Iemand');
    for (const page of ['0', 'x', '-1']) {
      expect((await app().inject({ url: `/api/visitors.php?page=${page}`, headers: as(someone) })).statusCode).toBe(400);
    }
  });

  it('pushes "new visitor" (kind visitors, no name) once per visitor and day', async () => {
    const bea = await member('Britt');
    const anna = await member('Anouk', { gender: 'male' });
    sendPush.mockResolvedValue({ sent: 1, removed: 0, queued: 0, skipped: false });
    await view(anna, bea);
    await view(anna, bea);
    expect(sendPush).toHaveBeenCalledTimes(1);
    expect(sendPush.mock.calls[0]![1]).toBe(bea);
    expect(sendPush.mock.calls[0]![2]).toEqual({
      title: 'Nieuwe bezoeker',
      body: 'Iemand heeft je profiel bekeken.',
      url: '/likes/visitors',
      kind: 'visitors',
    });
    // A failing push service never fails the profile, nor the recording.
    sendPush.mockRejectedValue(new Error('push service down'));
    clock = new Date('2026-11-21T10:00:00Z');
    expect((await view(anna, bea)).statusCode).toBe(200);
    expect(await viewRows(bea)).toHaveLength(2);
  });

  it('lets members turn the visitors kind off in the notification settings', async () => {
    const bea = await member('Bieke');
    const response = await app().inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { ...as(bea), 'x-request-type': 'client' },
      payload: { notifications_disabled: ['visitors', 'news'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db().query<{ notifications_disabled: string[] }>('select notifications_disabled from members where id = $1', [
      bea,
    ]);
    expect(stored.rows[0]!.notifications_disabled.sort()).toEqual(['news', 'visitors']);
  });

  it('countProfileViews counts different viewers since a time, or within a window (a boost’s result)', async () => {
    const bea = await member('Boost');
    const [anna, carl, dirk] = [
      await member('A1', { gender: 'male' }),
      await member('C1', { gender: 'male' }),
      await member('D1', { gender: 'male' }),
    ];
    clock = new Date('2026-11-20T09:00:00Z');
    await view(anna, bea);
    clock = new Date('2026-11-20T10:10:00Z');
    await view(carl, bea);
    await view(dirk, bea);
    clock = new Date('2026-11-20T10:20:00Z');
    await view(carl, bea);
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T10:00:00Z'))).toBe(2);
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T08:00:00Z'))).toBe(3);
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T11:00:00Z'))).toBe(0);
    // Within a window: carl's day (10:10 and 10:20) overlaps 10:15-10:30, dirk's (10:10) and anna's (9:00) do not.
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T10:15:00Z'), new Date('2026-11-20T10:30:00Z'))).toBe(1);
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T08:00:00Z'), new Date('2026-11-20T10:10:00Z'))).toBe(1);
    expect(await countProfileViews(db(), bea, new Date('2026-11-20T08:00:00Z'), new Date('2026-11-20T10:10:01Z'))).toBe(3);
  });
});
