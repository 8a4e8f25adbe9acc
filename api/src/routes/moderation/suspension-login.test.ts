import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, currentUserId, loginAs, testClock } from '../account/test-support.ts';
import { converse } from './test-moderation.ts';

const clock = testClock('2026-03-01T12:00:00.000Z');

/** With real sessions (cookies): a sanction logs the member out everywhere and the login says why. */
describe('a suspended or banned member', () => {
  const { app, db } = useTestApp({ now: clock.now });
  const login = (email: string, password: string) =>
    app().inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'x-forwarded-for': '10.9.0.1' },
      payload: { email, password },
    });
  const post = (cookie: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: { ...CLIENT, cookie }, payload });

  /** A reporter, an offender logged in on two devices, a moderator; the offender's message reported. */
  const setUp = async () => {
    const reporter = await createAccount(db(), { name: 'Rita' });
    const offender = await createAccount(db(), { name: 'Otto' });
    const moderator = await createAccount(db(), { name: 'Mo' });
    await db().query(`update members set role = 'moderator' where id = $1`, [moderator.id]);
    const [message] = await converse(db(), offender.id, reporter.id, [[offender.id, 'rude']]);
    const reporterCookie = await loginAs(app(), reporter.email, reporter.password);
    const devices = [await loginAs(app(), offender.email, offender.password), await loginAs(app(), offender.email, offender.password)];
    const moderatorCookie = await loginAs(app(), moderator.email, moderator.password);
    expect((await post(reporterCookie, '/api/report.php', { kind: 'message', id: message, reason: 'harassment' })).statusCode).toBe(200);
    const { rows } = await db().query<{ id: number }>('select id from reports where reporter_id = $1', [reporter.id]);
    return { offender, devices, moderatorCookie, report: rows[0]!.id };
  };

  it('is logged out on every device, is told why and until when at login, and logs in again once it is over', async () => {
    const { offender, devices, moderatorCookie, report } = await setUp();
    for (const cookie of devices) expect(await currentUserId(app(), cookie)).toBe(offender.id);
    const suspend = await post(moderatorCookie, '/api/moderation/report.php', {
      id: report,
      action: 'suspend',
      reason: 'harassment',
      days: 3,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    for (const cookie of devices) expect(await currentUserId(app(), cookie)).toBeNull();

    const refused = await login(offender.email, offender.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'account_suspended',
      params: { until: '2026-03-04T12:00:00.000Z', reason: 'harassment' },
    });
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '').toBe('');
    // A wrong password learns nothing about the suspension.
    const wrong = await login(offender.email, 'wrong-password');
    expect(wrong.statusCode).toBe(401);

    clock.set('2026-03-04T12:00:01.000Z');
    const back = await login(offender.email, offender.password);
    expect(back.statusCode, back.body).toBe(200);
    clock.set('2026-03-01T12:00:00.000Z');
  });

  it('banned: logged out and refused with the reason', async () => {
    const { offender, devices, moderatorCookie, report } = await setUp();
    const ban = await post(moderatorCookie, '/api/moderation/report.php', { id: report, action: 'ban', reason: 'scam' });
    expect(ban.statusCode, ban.body).toBe(200);
    for (const cookie of devices) expect(await currentUserId(app(), cookie)).toBeNull();
    const refused = await login(offender.email, offender.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_banned', params: { reason: 'scam' } });
  });

  it('a moderator who loses the role is refused at once', async () => {
    const { moderatorCookie } = await setUp();
    const { rows } = await db().query<{ member_id: number }>('select member_id from sessions order by id desc limit 1');
    await db().query(`update members set role = 'member' where id = $1`, [rows[0]!.member_id]);
    const response = await app().inject({ url: '/api/moderation/reports.php', headers: { ...CLIENT, cookie: moderatorCookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'moderator_required' });
  });
});
