import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { NotificationSettings } from '../../contracts/notifications.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, as, testResolver, visitor } from './test-support.ts';

describe('GET/PUT /api/notifications.php', () => {
  const { app, db } = useTestApp({ resolveMember: testResolver });

  const get = (memberId: number) => app().inject({ url: '/api/notifications.php', headers: as(memberId) });
  const put = (memberId: number, payload: object) =>
    app().inject({ method: 'PUT', url: '/api/notifications.php', headers: as(memberId), payload });

  it('requires login for reading and writing', async () => {
    expect((await app().inject({ url: '/api/notifications.php', headers: visitor })).statusCode).toBe(403);
    const write = await app().inject({ method: 'PUT', url: '/api/notifications.php', headers: visitor, payload: { invisible: true } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: 'authentication_required' });
  });

  it('starts with everything on, visible, mail allowed and no push subscription', async () => {
    const memberId = await addTestMember(db());
    const response = await get(memberId);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(NotificationSettings, response.json())).toBe(true);
    expect(response.json()).toEqual({ notifications_disabled: [], invisible: false, email_blocked: null, push_subscribed: false });
  });

  it('stores disabled kinds (deduplicated) and invisible mode, and leaves other members alone', async () => {
    const memberId = await addTestMember(db());
    const other = await addTestMember(db());
    const response = await put(memberId, { notifications_disabled: ['promotions', 'news'], invisible: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notifications_disabled: ['promotions', 'news'], invisible: true });

    // Partial: only what is sent changes.
    const partial = await put(memberId, { invisible: false });
    expect(partial.json()).toMatchObject({ notifications_disabled: ['promotions', 'news'], invisible: false });
    expect((await get(other)).json()).toMatchObject({ notifications_disabled: [], invisible: false });
  });

  it('rejects unknown kinds, duplicates and email_enabled_again other than true', async () => {
    const memberId = await addTestMember(db());
    for (const payload of [
      { notifications_disabled: ['spam'] },
      { notifications_disabled: ['news', 'news'] },
      { email_enabled_again: false },
      { invisible: 'maybe' },
    ]) {
      const response = await put(memberId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('an invisible member disappears from search', async () => {
    const memberId = await addTestMember(db(), { name: 'Hide Me', country: 'BE' });
    const names = async () =>
      (await app().inject('/api/members.php?country=BE&per_page=60')).json().profiles.map((profile: { name: string }) => profile.name);
    expect(await names()).toContain('Hide Me');
    await put(memberId, { invisible: true });
    expect(await names()).not.toContain('Hide Me');
  });

  it('reports the email block and lets the member lift it', async () => {
    const memberId = await addTestMember(db());
    await db().query(`update members set email_blocked = 'bounce', email_blocked_at = now() where id = $1`, [memberId]);
    expect((await get(memberId)).json()).toMatchObject({ email_blocked: 'bounce' });
    const response = await put(memberId, { email_enabled_again: true });
    expect(response.json()).toMatchObject({ email_blocked: null });
  });

  it('reports push_subscribed once a subscription is stored', async () => {
    const memberId = await addTestMember(db());
    await db().query(`insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`, [
      memberId,
      `https://push.example/${memberId}`,
    ]);
    expect((await get(memberId)).json()).toMatchObject({ push_subscribed: true });
  });
});
