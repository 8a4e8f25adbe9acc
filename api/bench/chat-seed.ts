import { batchInsertRows } from './chat-batch.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReference } from '../src/seed/reference.ts';
import { openSession } from '../src/services/account/sessions.ts';

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
  const rows = Array.from({ length: pairs * 2 }, (_, index) => [
    `bench-${index}@example.com`,
    `Bench ${index}`,
    index % 2 === 0 ? 'male' : 'female',
  ]);
  const ids = await batchInsertRows(
    db,
    `insert into members (email, name, gender, birthdate, country, status, paid_user, credits, language)`,
    `($?, $?, $?, '1990-01-01', 'NL', 'active', true, 1000000, 'nl')`,
    rows,
  );
  await db.query(
    `insert into credit_ledger (member_id, delta, reason) select id, 1000000, 'bench' from members where id = any($1::int[])`,
    [ids],
  );
  const now = new Date();
  const cookies: string[] = [];
  for (const id of ids) cookies.push(`sid=${await openSession(db, id, now, undefined)}`);
  return Array.from({ length: pairs }, (_, pair) => ({
    sender: { id: ids[pair * 2]!, cookie: cookies[pair * 2]! },
    receiver: { id: ids[pair * 2 + 1]!, cookie: cookies[pair * 2 + 1]! },
  }));
}
