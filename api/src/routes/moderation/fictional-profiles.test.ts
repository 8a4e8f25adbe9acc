import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ModerationFictionalProfilesResponse } from '../../contracts/fictional-profiles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import { addModerator, decide, decideSuspension, decisionsAbout, expectDecidedAlready, expectModeratorsOnly } from './test-moderation.ts';

type Profile = { id: number; flags: { id: number; kind: string; text: string | null; photo: unknown }[] } & Record<string, unknown>;

describe('the fictional-profile queue: /api/moderation/fictional-profiles.php and fictional-profile.php', () => {
  const clock = new Date('2026-03-01T12:00:00Z');
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock });
  const as = (memberId: number | null) => callAs(app(), memberId);

  const queue = async (moderator: number): Promise<Profile[]> => {
    const response = await as(moderator)('GET', '/api/moderation/fictional-profiles.php');
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(ModerationFictionalProfilesResponse, response.json())).toBe(true);
    return response.json().profiles;
  };
  const flag = async (reporter: number, body: Record<string, unknown>) => {
    const response = await as(reporter)('POST', '/api/report.php', { reason: 'fake_profile', ...body });
    expect(response.statusCode, response.body).toBe(200);
  };
  const photoOf = async (member: number) =>
    (await db().query<{ id: number }>('select id from photos where member_id = $1', [member])).rows[0]!.id;

  /** Fenna, flagged by two members: one about the profile with words, one about her photo. */
  const flagged = async () => {
    const fake = await addMember(db(), { name: 'Fenna', age: 24 });
    await db().query(`update members set about = 'Model, alleen via WhatsApp' where id = $1`, [fake]);
    const [ria, sem] = [await addMember(db(), { name: 'Ria' }), await addMember(db(), { name: 'Sem', gender: 'male' })];
    await flag(ria, { kind: 'member', id: fake, text: 'Foto van een bekende' });
    await flag(sem, { kind: 'photo', id: await photoOf(fake) });
    return { fake };
  };

  it('answers 403 on both routes to members without the role and to visitors', async () => {
    const member = await addMember(db(), { name: 'Plain' });
    await expectModeratorsOnly(as, member, [
      ['GET', '/api/moderation/fictional-profiles.php'],
      ['POST', '/api/moderation/fictional-profile.php', { id: member, action: 'dismiss' }],
    ]);
  });

  it('lists a flagged profile once with its flags, photos and state, not naming the reporters; the reports queue leaves it out', async () => {
    const moderator = await addModerator(db());
    const { fake } = await flagged();
    const profile = (await queue(moderator)).find((candidate) => candidate.id === fake);
    expect(profile).toMatchObject({
      name: 'Fenna',
      about: 'Model, alleen via WhatsApp',
      age: 24,
      fictional: false,
      verified: false,
      photos: [{ url: expect.stringContaining(`members/${fake}.jpg`), thumb: expect.stringContaining(`members/${fake}-t.jpg`) }],
      open_reports: 2,
      suspended_until: null,
      banned: false,
    });
    expect(profile!.flags.map((one) => [one.kind, one.text, one.photo === null])).toEqual([
      ['member', 'Foto van een bekende', true],
      ['photo', null, false],
    ]);
    // What each reporter saw and wrote, never who they are.
    for (const one of profile!.flags) expect(Object.keys(one).sort()).toEqual(['created_at', 'id', 'kind', 'photo', 'text']);
    expect(profile).not.toHaveProperty('reporter_id');

    const reports = await as(moderator)('GET', '/api/moderation/reports.php');
    expect(reports.json().reports.map((report: { reported: { id: number } }) => report.reported.id)).not.toContain(fake);
  });

  it('puts the profile flagged by more members first', async () => {
    const moderator = await addModerator(db());
    const once = await addMember(db(), { name: 'Once' });
    await flag(await addMember(db(), { name: 'A' }), { kind: 'member', id: once });
    const { fake } = await flagged();
    const order = (await queue(moderator)).map((profile) => profile.id);
    expect(order.indexOf(fake)).toBeLessThan(order.indexOf(once));
  });

  it('dismisses every flag on the profile at once, audited; a second decision finds nothing; other reports stay open', async () => {
    const moderator = await addModerator(db());
    const { fake } = await flagged();
    await flag(await addMember(db(), { name: 'Tom', gender: 'male' }), { kind: 'member', id: fake, reason: 'spam' });
    const dismiss = await decide(as, moderator, '/api/moderation/fictional-profile.php', { id: fake, action: 'dismiss', note: 'echt' });
    expect(dismiss).toMatchObject({
      moderator_id: moderator,
      member_id: fake,
      subject_kind: 'fictional_profile',
      subject_id: fake,
      action: 'dismiss',
      reason: null,
      note: 'echt',
    });
    expect((await queue(moderator)).map((profile) => profile.id)).not.toContain(fake);
    const statuses = await db().query<{ reason: string; status: string }>(
      'select reason, status from reports where reported_id = $1 order by id',
      [fake],
    );
    expect(statuses.rows).toEqual([
      { reason: 'fake_profile', status: 'dismissed' },
      { reason: 'fake_profile', status: 'dismissed' },
      { reason: 'spam', status: 'open' },
    ]);
    await expectDecidedAlready(as, moderator, '/api/moderation/fictional-profile.php', {
      id: fake,
      action: 'warn',
      reason: 'fake_profile',
    });
  });

  it('warns: the flags are actioned and the member gets a warning to acknowledge', async () => {
    const moderator = await addModerator(db());
    const { fake } = await flagged();
    const warn = await as(moderator)('POST', '/api/moderation/fictional-profile.php', { id: fake, action: 'warn', reason: 'fake_profile' });
    expect(warn.statusCode, warn.body).toBe(200);
    expect((await as(fake)('GET', '/api/warnings.php')).json().warnings).toMatchObject([{ reason: 'fake_profile' }]);
    const statuses = await db().query('select distinct status from reports where reported_id = $1', [fake]);
    expect(statuses.rows).toEqual([{ status: 'actioned' }]);
  });

  it('suspends: the sanction is kept, the sessions deleted, the sockets told, every open report answered', async () => {
    const moderator = await addModerator(db());
    const { fake } = await flagged();
    await flag(await addMember(db(), { name: 'Tom', gender: 'male' }), { kind: 'member', id: fake, reason: 'scam' });
    const body = { id: fake, reason: 'fake_profile', days: 30 };
    const suspend = await decideSuspension(app(), as, moderator, fake, '/api/moderation/fictional-profile.php', body);
    expect(suspend).toMatchObject({ action: 'suspend', suspended_until: new Date(clock.getTime() + 30 * 86_400_000).toISOString() });
    const open = await db().query(`select 1 from reports where reported_id = $1 and status = 'open'`, [fake]);
    expect(open.rows).toEqual([]);
    const state = await db().query('select sanction_reason from members where id = $1', [fake]);
    expect(state.rows).toEqual([{ sanction_reason: 'fake_profile' }]);
  });

  it('bans, and refuses bad decisions without writing an audit row', async () => {
    const moderator = await addModerator(db());
    const { fake } = await flagged();
    const unflagged = await addMember(db(), { name: 'Eerlijk' });
    for (const [body, status, code] of [
      [{ id: fake, action: 'warn' }, 422, 'moderation_reason_required'],
      [{ id: fake, action: 'ban' }, 422, 'moderation_reason_required'],
      [{ id: fake, action: 'suspend', reason: 'fake_profile' }, 422, 'suspension_days_required'],
      [{ id: unflagged, action: 'ban', reason: 'fake_profile' }, 404, 'moderation_item_not_found'],
    ] as const) {
      const response = await as(moderator)('POST', '/api/moderation/fictional-profile.php', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ error: code });
    }
    for (const body of [
      { id: fake, action: 'delete' },
      { id: fake, action: 'suspend', reason: 'fake_profile', days: 366 },
      { id: fake, action: 'ban', reason: 'bored' },
    ]) {
      expect((await as(moderator)('POST', '/api/moderation/fictional-profile.php', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await db().query('select 1 from moderation_decisions where member_id in ($1, $2)', [fake, unflagged])).rows).toEqual([]);

    const ban = await as(moderator)('POST', '/api/moderation/fictional-profile.php', { id: fake, action: 'ban', reason: 'fake_profile' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await decisionsAbout(as, moderator, fake)).toMatchObject([
      { subject_kind: 'fictional_profile', action: 'ban', reason: 'fake_profile' },
    ]);
    expect((await queue(moderator)).map((profile) => profile.id)).not.toContain(fake);
  });

  it('lets only one of two moderators deciding at once write a decision', async () => {
    const [first, second] = [await addModerator(db(), 'M1'), await addModerator(db(), 'M2')];
    const { fake } = await flagged();
    const answers = await Promise.all([
      as(first)('POST', '/api/moderation/fictional-profile.php', { id: fake, action: 'dismiss' }),
      as(second)('POST', '/api/moderation/fictional-profile.php', { id: fake, action: 'warn', reason: 'fake_profile' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await db().query('select 1 from moderation_decisions where member_id = $1', [fake])).rows).toHaveLength(1);
  });
});
