import type { Db } from '../db/db.ts';
import { findConversationFor } from '../repositories/conversations.ts';

/**
 * The other participant of a conversation the member takes part in, or null when the member is not part of
 * it, it is gone (deleted, or removed by a block) or the partner no longer shows up: typing frames are
 * forwarded only to that member.
 */
export async function conversationPartner(db: Db, conversation: number, memberId: number): Promise<number | null> {
  const found = await findConversationFor(db, conversation, memberId, { partnerVisible: true });
  return found?.other_id ?? null;
}
