import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../test/test-db.ts';
import { addTestMember } from '../routes/profile/test-support.ts';
import { parseModerationArgs, runModeration, USAGE } from './moderate.ts';

describe('photo moderation command', () => {
  const db = useTestDb({ reference: true });
  let memberId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    memberId = await addTestMember(db(), { name: 'Mod Test' });
    for (const [name, status, main] of [
      ['main', 'inspection', true],
      ['second', 'inspection', false],
      ['old', 'active', false],
    ] as const) {
      const { rows } = await db().query<{ id: number }>(
        `insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, $2, $3, $4, $5) returning id`,
        [memberId, `members/${name}.jpg`, `members/${name}-thumb.jpg`, status, main],
      );
      ids[name] = rows[0]!.id;
    }
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runModeration(db(), argv, (line) => lines.push(line));
    return { code, lines };
  };
  const photo = async (id: number) =>
    (await db().query<{ status: string; is_main: boolean }>('select status, is_main from photos where id = $1', [id])).rows[0];

  it('parses only the three forms', () => {
    expect(parseModerationArgs(['--', '--list'])).toEqual({ kind: 'list' });
    expect(parseModerationArgs(['--approve', '12'])).toEqual({ kind: 'approve', photoId: 12 });
    expect(parseModerationArgs(['--reject', '7'])).toEqual({ kind: 'reject', photoId: 7 });
    for (const bad of [[], ['--approve'], ['--approve', 'x'], ['--approve', '0'], ['--list', '1'], ['--delete', '1']]) {
      expect(parseModerationArgs(bad)).toBeNull();
    }
  });

  it('prints usage and exits 2 on bad arguments', async () => {
    expect(await run('--approve', 'abc')).toEqual({ code: 2, lines: [USAGE] });
  });

  it('lists photos waiting for inspection, oldest first', async () => {
    const { code, lines } = await run('--list');
    expect(code).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${ids.main}\\tmember ${memberId} \\(Mod Test\\).*members/main.jpg\\tmain$`));
    expect(lines[1]).toMatch(new RegExp(`^${ids.second}\\t`));
  });

  it('approves a photo: it becomes active', async () => {
    const { code } = await run('--approve', String(ids.second));
    expect(code).toBe(0);
    expect(await photo(ids.second!)).toEqual({ status: 'active', is_main: false });
  });

  it('rejects the main photo: it stops being main and the oldest active photo takes over', async () => {
    const { code, lines } = await run('--reject', String(ids.main));
    expect(code).toBe(0);
    expect(lines[0]).toContain('rejected');
    expect(await photo(ids.main!)).toEqual({ status: 'rejected', is_main: false });
    // "second" and "old" are active; ordered by created_at then id, the earlier insert wins.
    const mains = await db().query<{ id: number }>('select id from photos where member_id = $1 and is_main', [memberId]);
    expect(mains.rows.map((row) => row.id)).toEqual([ids.second]);
    expect((await run('--list')).lines).toEqual(['No photos waiting for inspection.']);
  });

  it('exits 1 for an unknown photo', async () => {
    expect(await run('--approve', '999999')).toEqual({ code: 1, lines: ['Photo 999999 does not exist.'] });
  });
});
