import type { CountsEvent } from '../../contracts/realtime.ts';
import type { Static } from 'typebox';
import type { Db } from '../../db/db.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import { findMemberCounts } from '../../repositories/member-counts.ts';

export type MemberCounts = Static<typeof CountsEvent>;

/** The counts behind the top-bar badges (unread messages, new likes, credits), as the socket sends them. */
export async function countsFor(db: Db, memberId: number): Promise<MemberCounts> {
  return (await countsForMembers(db, [memberId])).get(memberId)!;
}

/** Each member's counts from one statement; a member that does not exist counts zero everywhere. */
async function countsForMembers(db: Db, memberIds: readonly number[]): Promise<Map<number, MemberCounts>> {
  const rows = new Map((await findMemberCounts(db, memberIds)).map((row) => [row.id, row]));
  return new Map(
    memberIds.map((id) => {
      const row = rows.get(id);
      const counts: MemberCounts = {
        type: 'counts',
        unread_messages: row?.unread_messages ?? 0,
        new_likes: row?.new_likes ?? 0,
        credits: row?.credits ?? 0,
        version: row?.version ?? 0,
      };
      return [id, counts];
    }),
  );
}

/** Sends each member their current counts (after a change that touched them), read together in one statement. */
export async function publishCounts(db: Db, realtime: RealtimeBus, memberIds: readonly number[]): Promise<void> {
  const unique = [...new Set(memberIds)];
  const counts = await countsForMembers(db, unique);
  await Promise.all(unique.map((memberId) => realtime.publish([memberId], counts.get(memberId)!)));
}
