import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ModerationReportsResponse } from '../../contracts/moderation.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import {
  addModerator,
  addSessions,
  decide,
  decideSuspension,
  decisionsAbout,
  expectDecidedAlready,
  expectModeratorsOnly,
  rudeExchange,
  type ModeratorRoute,
} from './test-moderation.ts';

describe('the moderators: /api/moderation/', () => {
  const clock = new Date('2026-03-01T12:00:00Z');
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock });
  const as = (memberId: number | null) => callAs(app(), memberId);

  const routes: ModeratorRoute[] = [
    ['GET', '/api/moderation/photos.php'],
    ['POST', '/api/moderation/photo.php', { id: 1, action: 'approve' }],
    ['GET', '/api/moderation/reports.php'],
    ['POST', '/api/moderation/report.php', { id: 1, action: 'dismiss' }],
    ['GET', '/api/moderation/decisions.php'],
  ];

  it('answers 403 on every route to members without the role and to visitors', async () => {
    const member = await addMember(db(), { name: 'Plain' });
    await expectModeratorsOnly(as, member, routes);
  });

  /** A member with a photo under inspection (their only one, so it is the main photo). */
  const inspectedPhoto = async () => {
    const member = await addMember(db(), { name: 'Paula', photo: false });
    const { rows } = await db().query<{ id: number }>(
      `insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, 'p.jpg', 'p-t.jpg', 'inspection', true) returning id`,
      [member],
    );
    return { member, photo: rows[0]!.id };
  };

  it('lists photos under inspection, approves one and audits it; a second decision finds nothing to decide', async () => {
    const moderator = await addModerator(db());
    const { member, photo } = await inspectedPhoto();
    const queue = await as(moderator)('GET', '/api/moderation/photos.php');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().photos).toContainEqual(
      expect.objectContaining({ id: photo, member_id: member, member_name: 'Paula', is_main: true }),
    );

    const approve = await decide(as, moderator, '/api/moderation/photo.php', { id: photo, action: 'approve', note: 'ok' });
    expect(approve).toMatchObject({
      moderator_id: moderator,
      member_id: member,
      subject_kind: 'photo',
      subject_id: photo,
      action: 'approve',
      reason: null,
      note: 'ok',
      created_at: clock.toISOString(),
    });
    const status = await db().query<{ status: string }>('select status from photos where id = $1', [photo]);
    expect(status.rows[0]!.status).toBe('active');
    await expectDecidedAlready(as, moderator, '/api/moderation/photo.php', { id: photo, action: 'reject', reason: 'explicit' });
    expect((await decisionsAbout(as, moderator, member)).map((decision) => decision.action)).toEqual(['approve']);
  });

  it('rejects a photo only with a reason, which the owner then reads with the photo', async () => {
    const moderator = await addModerator(db());
    const { member, photo } = await inspectedPhoto();
    const noReason = await as(moderator)('POST', '/api/moderation/photo.php', { id: photo, action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ error: 'moderation_reason_required' });
    const badReason = await as(moderator)('POST', '/api/moderation/photo.php', { id: photo, action: 'reject', reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);

    const reject = await as(moderator)('POST', '/api/moderation/photo.php', { id: photo, action: 'reject', reason: 'no_face' });
    expect(reject.statusCode, reject.body).toBe(200);
    const own = await as(member)('GET', '/api/profile.php');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().profile.photos).toEqual([
      expect.objectContaining({ id: photo, status: 'rejected', is_main: false, rejection_reason: 'no_face' }),
    ]);
  });

  /** A member who sent a bad message, reported by another; returns the ids. */
  const reported = async () => {
    const { rita: reporter, otto: offender, message } = await rudeExchange(db(), 'rude words', 'Doei');
    const report = await as(reporter)('POST', '/api/report.php', { kind: 'message', id: message, reason: 'harassment', text: 'Grof' });
    expect(report.statusCode, report.body).toBe(200);
    const { rows } = await db().query<{ id: number }>('select id from reports where reporter_id = $1', [reporter]);
    return { reporter, offender, report: rows[0]!.id };
  };

  it('shows a report with the message and those around it, and dismisses it (audited, off the queue)', async () => {
    const moderator = await addModerator(db());
    const { reporter, offender, report } = await reported();
    const queue = await as(moderator)('GET', '/api/moderation/reports.php');
    expect(queue.statusCode).toBe(200);
    expect(Value.Check(ModerationReportsResponse, queue.json())).toBe(true);
    const entry = queue.json().reports.find((candidate: { id: number }) => candidate.id === report);
    expect(entry).toMatchObject({
      kind: 'message',
      reason: 'harassment',
      text: 'Grof',
      reporter_id: reporter,
      reported: { id: offender, name: 'Otto', open_reports: 1, suspended_until: null, banned: false },
    });
    expect(entry.context.messages.map((message: { body: string; reported: boolean }) => [message.body, message.reported])).toEqual([
      ['Hoi', false],
      ['rude words', true],
      ['Doei', false],
    ]);

    const dismiss = await as(moderator)('POST', '/api/moderation/report.php', { id: report, action: 'dismiss', note: 'banter' });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect(dismiss.json().decision).toMatchObject({ action: 'dismiss', subject_kind: 'report', subject_id: report, member_id: offender });
    const after = await as(moderator)('GET', '/api/moderation/reports.php');
    expect(after.json().reports.map((candidate: { id: number }) => candidate.id)).not.toContain(report);
    const twice = await as(moderator)('POST', '/api/moderation/report.php', { id: report, action: 'warn', reason: 'harassment' });
    expect(twice.statusCode).toBe(404);
  });

  it('needs a reason to warn, suspend or ban and a number of days to suspend', async () => {
    const moderator = await addModerator(db());
    const { report } = await reported();
    for (const [body, code] of [
      [{ id: report, action: 'warn' }, 'moderation_reason_required'],
      [{ id: report, action: 'ban' }, 'moderation_reason_required'],
      [{ id: report, action: 'suspend', reason: 'spam' }, 'suspension_days_required'],
    ] as const) {
      const response = await as(moderator)('POST', '/api/moderation/report.php', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ error: code });
    }
    const tooLong = await as(moderator)('POST', '/api/moderation/report.php', { id: report, action: 'suspend', reason: 'spam', days: 366 });
    expect(tooLong.statusCode).toBe(400);
    expect(
      await db()
        .query('select 1 from moderation_decisions where subject_id = $1', [report])
        .then((r) => r.rows),
    ).toEqual([]);
  });

  it('suspends: the sanction is kept, every session of the member is deleted and their sockets are told to close', async () => {
    const moderator = await addModerator(db());
    const { offender, report } = await reported();
    const body = { id: report, reason: 'harassment', days: 7, note: 'third time' };
    const suspend = await decideSuspension(app(), as, moderator, offender, '/api/moderation/report.php', body);
    const until = new Date(clock.getTime() + 7 * 86_400_000).toISOString();
    expect(suspend).toMatchObject({ action: 'suspend', reason: 'harassment', suspended_until: until, note: 'third time' });
    expect((await db().query(`select status from reports where id = $1`, [report])).rows).toEqual([{ status: 'actioned' }]);
  });

  it('bans: the member is logged out and the audit lists the decisions newest first', async () => {
    const moderator = await addModerator(db());
    const { offender, report } = await reported();
    await addSessions(db(), offender, ['b1']);
    const ban = await as(moderator)('POST', '/api/moderation/report.php', { id: report, action: 'ban', reason: 'scam' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await db().query('select 1 from sessions where member_id = $1', [offender])).rows).toEqual([]);
    const state = await db().query<{ banned: boolean; sanction_reason: string }>(
      'select banned_at is not null as banned, sanction_reason from members where id = $1',
      [offender],
    );
    expect(state.rows).toEqual([{ banned: true, sanction_reason: 'scam' }]);
    const audit = await as(moderator)('GET', '/api/moderation/decisions.php');
    expect(audit.json().decisions[0]).toMatchObject({ moderator_id: moderator, member_id: offender, action: 'ban', reason: 'scam' });
  });

  it('gives the user.php answer of a moderator moderator: true, and of a member nothing new', async () => {
    const moderator = await addModerator(db());
    const member = await addMember(db(), { name: 'Plain' });
    expect((await as(moderator)('GET', '/api/user.php')).json().user).toMatchObject({ moderator: true });
    expect((await as(member)('GET', '/api/user.php')).json().user).not.toHaveProperty('moderator');
  });
});
