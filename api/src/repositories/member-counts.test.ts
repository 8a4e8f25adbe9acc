import { describe, expect, it } from 'vitest';
import { chatMember } from '../routes/chat/test-chat.ts';
import { useTestDb } from '../test/test-db.ts';
import { findMemberCounts } from './member-counts.ts';

describe('findMemberCounts', () => {
  const db = useTestDb({ reference: true });

  it("reads each member's counts with the version of the snapshot, higher once a change has committed", async () => {
    const me = await chatMember(db(), { name: 'Ik', credits: 30 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const [before] = await findMemberCounts(db(), [me]);
    expect(before).toEqual({ id: me, credits: 30, unread_messages: 0, new_likes: 0, version: expect.any(Number) });

    await db().query(`insert into likes (liker_id, liked_id, source) values ($1, $2, 'profile')`, [anna, me]);
    const [after] = await findMemberCounts(db(), [me]);
    expect(after).toMatchObject({ new_likes: 1 });
    expect(after!.version).toBeGreaterThan(before!.version);

    // Read again with nothing of ours committed in between: never lower.
    const [again] = await findMemberCounts(db(), [me]);
    expect(again!.version).toBeGreaterThanOrEqual(after!.version);
  });

  it('gives every member of one statement the same version, and no row to a member that does not exist', async () => {
    const me = await chatMember(db(), { name: 'Ik' });
    const anna = await chatMember(db(), { name: 'Anna' });
    const rows = await findMemberCounts(db(), [me, anna, 99_999_999]);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([me, anna].sort((a, b) => a - b));
    expect(rows[0]!.version).toBe(rows[1]!.version);
  });
});
