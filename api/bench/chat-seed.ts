import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReference } from '../src/seed/reference.ts';
import { insertChatMembers } from './chat-members.ts';

export interface BenchPair {
  /** Sends the messages. */
  sender: { id: number; cookie: string };
  /** Holds the socket the message is delivered to. */
  receiver: { id: number; cookie: string };
}

/**
 * Real members in pairs (confirmed, premium so the free start limit does not apply, plenty of credits through
 * the ledger) and a real session for each: the cookies the sockets and the sends carry.
 */
export async function seedPairs(db: Db, pairs: number): Promise<BenchPair[]> {
  await migrate(db);
  await seedReference(db);
  const members = await insertChatMembers(db, pairs * 2, 'bench', 'Bench');
  return Array.from({ length: pairs }, (_, pair) => ({ sender: members[pair * 2]!, receiver: members[pair * 2 + 1]! }));
}
