import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { MemberWarningsResponse, ModerationFlagsResponse } from '../../contracts/moderation.ts';
import { insertMessageFlag } from '../../repositories/content-flags.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import {
  addModerator,
  converse,
  decide,
  decideSuspension,
  decisionsAbout,
  expectDecidedAlready,
  expectModeratorsOnly,
  rudeExchange,
} from './test-moderation.ts';

describe('flagged messages in the moderators’ queue, and warnings that reach the member', () => {
  const clock = new Date('2026-03-01T12:00:00Z');
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, now: () => clock });
  const as = (memberId: number | null) => callAs(app(), memberId);

  /** A conversation in which Otto sent a flagged text after the warning; returns the ids. */
  const flagged = async () => {
    const { rita, otto, message } = await rudeExchange(db(), 'klootzak', 'Nou zeg');
    await insertMessageFlag(db(), message, 'words', { words: ['klootzak'], locale: 'nl' });
    return { receiver: rita, sender: otto, message };
  };
  const openFlagIds = async (moderator: number) =>
    (await as(moderator)('GET', '/api/moderation/flags.php')).json().flags.map((flag: { id: number }) => flag.id);

  it('answers 403 on the flag routes to members without the role and to visitors', async () => {
    const member = await addMember(db(), { name: 'Plain' });
    await expectModeratorsOnly(as, member, [
      ['GET', '/api/moderation/flags.php'],
      ['POST', '/api/moderation/flag.php', { id: 1, action: 'dismiss' }],
    ]);
  });

  it('lists a flagged message with the words, the sender and the conversation around it; dismissing it is audited', async () => {
    const moderator = await addModerator(db());
    const { sender, message } = await flagged();
    const queue = await as(moderator)('GET', '/api/moderation/flags.php');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(Value.Check(ModerationFlagsResponse, queue.json())).toBe(true);
    const entry = queue.json().flags.find((flag: { id: number }) => flag.id === message);
    expect(entry).toMatchObject({
      reason: 'words',
      words: ['klootzak'],
      reported: { id: sender, name: 'Otto', open_reports: 0, suspended_until: null, banned: false },
    });
    expect(entry.context.messages.map((line: { body: string; reported: boolean }) => [line.body, line.reported])).toEqual([
      ['Hoi', false],
      ['klootzak', true],
      ['Nou zeg', false],
    ]);

    const dismiss = await decide(as, moderator, '/api/moderation/flag.php', { id: message, action: 'dismiss', note: 'a joke' });
    expect(dismiss).toMatchObject({
      moderator_id: moderator,
      member_id: sender,
      subject_kind: 'message_flag',
      subject_id: message,
      action: 'dismiss',
      reason: null,
      note: 'a joke',
    });
    const reviewed = await db().query('select reviewed_at, reviewed_by from message_flags where message_id = $1', [message]);
    expect(reviewed.rows).toEqual([{ reviewed_at: clock, reviewed_by: moderator }]);
    expect(await openFlagIds(moderator)).not.toContain(message);
    await expectDecidedAlready(as, moderator, '/api/moderation/flag.php', { id: message, action: 'warn', reason: 'harassment' });
    expect((await decisionsAbout(as, moderator, sender)).map((decision) => decision.subject_kind)).toEqual(['message_flag']);
  });

  it('refuses a decision without a reason or days, and on an unknown message', async () => {
    const moderator = await addModerator(db());
    const { message } = await flagged();
    for (const [body, status, code] of [
      [{ id: message, action: 'warn' }, 422, 'moderation_reason_required'],
      [{ id: message, action: 'suspend', reason: 'spam' }, 422, 'suspension_days_required'],
      [{ id: 987_654, action: 'dismiss' }, 404, 'moderation_item_not_found'],
    ] as const) {
      const response = await as(moderator)('POST', '/api/moderation/flag.php', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ error: code });
    }
    expect(await openFlagIds(moderator)).toContain(message);
    expect((await db().query('select 1 from moderation_decisions where subject_id = $1', [message])).rows).toEqual([]);
  });

  it('a warning on a flag reaches the sender alone, who acknowledges it once; nobody else can', async () => {
    const moderator = await addModerator(db());
    const { receiver, sender, message } = await flagged();
    const warn = await as(moderator)('POST', '/api/moderation/flag.php', { id: message, action: 'warn', reason: 'harassment' });
    expect(warn.statusCode, warn.body).toBe(200);
    expect(await openFlagIds(moderator)).not.toContain(message);

    const warnings = await as(sender)('GET', '/api/warnings.php');
    expect(warnings.statusCode).toBe(200);
    expect(Value.Check(MemberWarningsResponse, warnings.json())).toBe(true);
    expect(warnings.json().warnings).toEqual([{ id: expect.any(Number), reason: 'harassment', created_at: clock.toISOString() }]);
    const warning = warnings.json().warnings[0].id;
    expect((await as(receiver)('GET', '/api/warnings.php')).json()).toEqual({ warnings: [] });

    const notTheirs = await as(receiver)('POST', '/api/warnings.php', { id: warning });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ error: 'warning_not_found' });
    const visitor = await as(null)('POST', '/api/warnings.php', { id: warning });
    expect(visitor.statusCode).toBe(403);
    expect((await as(sender)('GET', '/api/warnings.php')).json().warnings).toHaveLength(1);

    const ack = await as(sender)('POST', '/api/warnings.php', { id: warning });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toEqual({ acknowledged: true });
    expect((await as(sender)('GET', '/api/warnings.php')).json()).toEqual({ warnings: [] });
    const again = await as(sender)('POST', '/api/warnings.php', { id: warning });
    expect(again.statusCode).toBe(200);
    const bad = await as(sender)('POST', '/api/warnings.php', { id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('a warning on a report reaches the reported member too; a dismissal gives no warning', async () => {
    const moderator = await addModerator(db());
    const reporter = await addMember(db(), { name: 'Rita' });
    const offender = await addMember(db(), { name: 'Otto', gender: 'male' });
    await as(reporter)('POST', '/api/report.php', { kind: 'member', id: offender, reason: 'spam' });
    await as(await addMember(db(), { name: 'Sara' }))('POST', '/api/report.php', { kind: 'member', id: offender, reason: 'scam' });
    const { rows } = await db().query<{ id: number }>('select id from reports where reported_id = $1 order by id', [offender]);
    await as(moderator)('POST', '/api/moderation/report.php', { id: rows[0]!.id, action: 'dismiss' });
    expect((await as(offender)('GET', '/api/warnings.php')).json()).toEqual({ warnings: [] });
    const warn = await as(moderator)('POST', '/api/moderation/report.php', { id: rows[1]!.id, action: 'warn', reason: 'scam' });
    expect(warn.statusCode, warn.body).toBe(200);
    expect((await as(offender)('GET', '/api/warnings.php')).json().warnings).toMatchObject([{ reason: 'scam' }]);
  });

  it('suspending on a flag sanctions the sender, ends their sessions and answers their other flags and reports', async () => {
    const moderator = await addModerator(db());
    const { receiver, sender, message } = await flagged();
    const later = await converse(db(), await addMember(db(), { name: 'Vera' }), sender, [[sender, 'kutwijf']]);
    await insertMessageFlag(db(), later[0]!, 'words', { words: ['kutwijf'], locale: 'nl' });
    await as(receiver)('POST', '/api/report.php', { kind: 'member', id: sender, reason: 'harassment' });
    const body = { id: message, reason: 'harassment', days: 3 };
    const suspend = await decideSuspension(app(), as, moderator, sender, '/api/moderation/flag.php', body);
    expect(suspend).toMatchObject({
      action: 'suspend',
      subject_kind: 'message_flag',
      suspended_until: new Date(clock.getTime() + 3 * 86_400_000).toISOString(),
    });
    const flags = await openFlagIds(moderator);
    expect(flags).not.toContain(message);
    expect(flags).not.toContain(later[0]);
    expect((await db().query(`select status from reports where reported_id = $1`, [sender])).rows).toEqual([{ status: 'actioned' }]);
    expect((await db().query('select 1 from member_warnings where member_id = $1', [sender])).rows).toEqual([]);
  });
});
