import type { CountsEvent } from '../../contracts/realtime.ts';
import type { Static } from 'typebox';
import type { Db } from '../../db/db.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import { creditBalance } from '../../repositories/credits.ts';
import { countNewLikes } from '../../repositories/likes.ts';
import { countUnreadMessages } from '../../repositories/messages.ts';

export type MemberCounts = Static<typeof CountsEvent>;

/** The counts behind the top-bar badges (unread messages, new likes, credits), as the socket sends them. */
export async function countsFor(db: Db, memberId: number): Promise<MemberCounts> {
  const [unread, likes, credits] = await Promise.all([
    countUnreadMessages(db, memberId),
    countNewLikes(db, memberId),
    creditBalance(db, memberId),
  ]);
  return { type: 'counts', unread_messages: unread, new_likes: likes, credits };
}

/** Sends each member their current counts (after a change that touched them). */
export async function publishCounts(db: Db, realtime: RealtimeBus, memberIds: readonly number[]): Promise<void> {
  for (const memberId of new Set(memberIds)) await realtime.publish([memberId], await countsFor(db, memberId));
}
