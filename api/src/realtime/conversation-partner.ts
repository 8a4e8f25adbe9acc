import type { Db } from '../db/db.ts';

/**
 * The other participant of a conversation the member takes part in, or null when the member is not part of
 * it (or it is gone): typing frames are forwarded only to that member.
 */
export async function conversationPartner(_db: Db, _conversation: number, _memberId: number): Promise<number | null> {
  // No conversations exist before the chat tables: nobody takes part in anything yet.
  return null;
}
