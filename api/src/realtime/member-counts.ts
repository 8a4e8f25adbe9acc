import type { CountsEvent } from '../contracts/realtime.ts';
import type { Static } from 'typebox';
import type { Db } from '../db/db.ts';
import { countNewLikes } from '../repositories/likes.ts';

export type Counts = Omit<Static<typeof CountsEvent>, 'type'>;

/** The badge counts of a member as a `counts` event (sent on connect and whenever one of them changes). */
export async function countsEvent(db: Db, memberId: number): Promise<Static<typeof CountsEvent>> {
  const [newLikes, credits] = await Promise.all([countNewLikes(db, memberId), creditsOf(db, memberId)]);
  // Unread messages come with the chat tables.
  return { type: 'counts', unread_messages: 0, new_likes: newLikes, credits };
}

async function creditsOf(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ credits: number }>('select credits from members where id = $1', [memberId]);
  return rows[0]?.credits ?? 0;
}
