import type { Db } from '../src/db/db.ts';
import { openSession } from '../src/services/account/sessions.ts';
import { batchInsertRows } from './chat-batch.ts';

export interface ChatMember {
  id: number;
  cookie: string;
}

/**
 * Members who may chat at length, for the chat bench and the topology test: confirmed, premium (the free start
 * limit does not apply), plenty of credits through the ledger (reason `label`), and a real session each: the
 * cookies their sockets and sends carry. E-mail `<label>-<n>@example.com`, name `<namePrefix> <n>`.
 */
export async function insertChatMembers(db: Db, count: number, label: string, namePrefix: string): Promise<ChatMember[]> {
  const rows = Array.from({ length: count }, (_, index) => [
    `${label}-${index}@example.com`,
    `${namePrefix} ${index}`,
    index % 2 === 0 ? 'male' : 'female',
  ]);
  const ids = await batchInsertRows(
    db,
    `insert into members (email, name, gender, birthdate, country, status, paid_user, credits, language)`,
    `($?, $?, $?, '1990-01-01', 'NL', 'active', true, 1000000, 'nl')`,
    rows,
  );
  await db.query(`insert into credit_ledger (member_id, delta, reason) select id, 1000000, $2 from members where id = any($1::int[])`, [
    ids,
    label,
  ]);
  const now = new Date();
  const members: ChatMember[] = [];
  for (const id of ids) members.push({ id, cookie: `sid=${await openSession(db, id, now, undefined)}` });
  return members;
}
