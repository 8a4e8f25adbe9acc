import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ReportResult, REPORTS_PER_HOUR } from '../../contracts/reports.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addMember, callAs, resolveTestMember } from '../likes/test-members.ts';
import { converse } from './test-moderation.ts';

describe('POST /api/report.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });
  const as = (memberId: number | null) => callAs(app(), memberId);
  const reports = async (reporter: number) =>
    (
      await db().query<{ reported_id: number; kind: string; subject_id: string; reason: string; text: string | null; context: unknown }>(
        'select reported_id, kind, subject_id::text, reason, text, context from reports where reporter_id = $1 order by id',
        [reporter],
      )
    ).rows;
  const pair = async () => ({ me: await addMember(db(), { name: 'Me', gender: 'male' }), other: await addMember(db(), { name: 'Anna' }) });

  it('reports a member with a reason and text; the answer says nothing about the member', async () => {
    const { me, other } = await pair();
    const response = await as(me)('POST', '/api/report.php', { kind: 'member', id: other, reason: 'fake_profile', text: '  Nep  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reported: true, blocked: false });
    expect(Value.Check(ReportResult, response.json())).toBe(true);
    const rows = await reports(me);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reported_id: other, kind: 'member', subject_id: String(other), reason: 'fake_profile', text: 'Nep' });
    expect(rows[0]!.context).toEqual({ member: { name: 'Anna', about: '' } });
  });

  it('reports a message of my conversation with the messages around it, and blocks in the same go', async () => {
    const { me, other } = await pair();
    const ids = await converse(db(), me, other, [
      [me, 'm1'],
      [other, 'o1'],
      [me, 'm2'],
      [other, 'o2'],
      [other, 'bad'],
      [me, 'm3'],
      [other, 'o3'],
      [me, 'm4'],
      [other, 'o4'],
    ]);
    const bad = ids[4]!;
    const response = await as(me)('POST', '/api/report.php', { kind: 'message', id: bad, reason: 'harassment', block: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reported: true, blocked: true });
    const [row] = await reports(me);
    const context = row!.context as { messages: { body: string; reported: boolean }[] };
    // Three before, the message, three after: copied, so the block removing the conversation keeps them.
    expect(context.messages.map((message) => message.body)).toEqual(['o1', 'm2', 'o2', 'bad', 'm3', 'o3', 'm4']);
    expect(context.messages.filter((message) => message.reported).map((message) => message.body)).toEqual(['bad']);
    const blocks = await db().query('select 1 from blocks where blocker_id = $1 and blocked_id = $2', [me, other]);
    expect(blocks.rows).toHaveLength(1);
    const left = await db().query('select 1 from messages where id = $1', [bad]);
    expect(left.rows).toHaveLength(0);
  });

  it('refuses a message of a conversation I am not in, and my own message, without storing anything', async () => {
    const { me, other } = await pair();
    const third = await addMember(db(), { name: 'Cleo' });
    const [theirs] = await converse(db(), other, third, [[other, 'not yours']]);
    const [mine] = await converse(db(), me, third, [[me, 'own']]);
    const foreign = await as(me)('POST', '/api/report.php', { kind: 'message', id: theirs, reason: 'spam' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'report_not_found' });
    const own = await as(me)('POST', '/api/report.php', { kind: 'message', id: mine, reason: 'spam' });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ error: 'cannot_report_self' });
    const missing = await as(me)('POST', '/api/report.php', { kind: 'message', id: 2_000_000_000, reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(await reports(me)).toEqual([]);
  });

  it('reports only photos and members I can see: not hidden, blocked or inspected ones, and not myself', async () => {
    const { me, other } = await pair();
    const photo = (await db().query<{ id: number }>('select id from photos where member_id = $1', [other])).rows[0]!.id;
    const ok = await as(me)('POST', '/api/report.php', { kind: 'photo', id: photo, reason: 'inappropriate' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await reports(me);
    expect(row!.context).toMatchObject({ photo: { url: expect.stringContaining(`members/${other}.jpg`) } });

    const invisible = await addMember(db(), { name: 'Ida', invisible: true });
    const blocker = await addMember(db(), { name: 'Bo' });
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [blocker, me]);
    const inspected = await addMember(db(), { name: 'Ines', photo: false });
    const pending = await db().query<{ id: number }>(
      `insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, 'x.jpg', 'x-t.jpg', 'inspection', true) returning id`,
      [inspected],
    );
    for (const body of [
      { kind: 'member', id: invisible },
      { kind: 'member', id: blocker },
      { kind: 'photo', id: pending.rows[0]!.id },
      { kind: 'member', id: 2_000_000_000 },
    ]) {
      const response = await as(me)('POST', '/api/report.php', { ...body, reason: 'spam' });
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
    const self = await as(me)('POST', '/api/report.php', { kind: 'member', id: me, reason: 'spam' });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: 'cannot_report_self' });
  });

  it('keeps one open report when the same thing is reported twice', async () => {
    const { me, other } = await pair();
    for (let round = 0; round < 2; round++) {
      const response = await as(me)('POST', '/api/report.php', { kind: 'member', id: other, reason: 'spam' });
      expect(response.statusCode).toBe(200);
    }
    expect(await reports(me)).toHaveLength(1);
  });

  it('refuses visitors, unknown reasons and kinds, bad ids and long texts', async () => {
    const { me, other } = await pair();
    const visitor = await as(null)('POST', '/api/report.php', { kind: 'member', id: other, reason: 'spam' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ error: 'authentication_required' });
    for (const body of [
      { kind: 'member', id: other, reason: 'boring' },
      { kind: 'gift', id: other, reason: 'spam' },
      { kind: 'member', id: 0, reason: 'spam' },
      { kind: 'member', id: other, reason: 'spam', text: 'x'.repeat(1001) },
    ]) {
      const response = await as(me)('POST', '/api/report.php', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await reports(me)).toEqual([]);
  });

  it(`allows ${REPORTS_PER_HOUR} reports per member an hour, then answers 429 report_limit`, async () => {
    const me = await addMember(db(), { name: 'Busy', gender: 'male' });
    const others = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, (_, index) => addMember(db(), { name: `Lid ${index}` })));
    for (const other of others.slice(0, REPORTS_PER_HOUR)) {
      const response = await as(me)('POST', '/api/report.php', { kind: 'member', id: other, reason: 'spam' });
      expect(response.statusCode).toBe(200);
    }
    const over = await as(me)('POST', '/api/report.php', { kind: 'member', id: others.at(-1), reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'report_limit' });
    expect(await reports(me)).toHaveLength(REPORTS_PER_HOUR);
    // Counted per member: someone else reports the same member freely.
    const someoneElse = await addMember(db(), { name: 'Else', gender: 'male' });
    const fine = await as(someoneElse)('POST', '/api/report.php', { kind: 'member', id: others.at(-1), reason: 'spam' });
    expect(fine.statusCode).toBe(200);
  });
});
