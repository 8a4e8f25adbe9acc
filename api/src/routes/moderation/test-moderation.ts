import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { addMember } from '../likes/test-members.ts';

/** A member with the moderator role. */
export async function addModerator(db: Db, name = 'Moderator'): Promise<number> {
  const id = await addMember(db, { name });
  await db.query(`update members set role = 'moderator' where id = $1`, [id]);
  return id;
}

/** A conversation between two members with these messages (sender, text), oldest first; returns the message ids. */
export async function converse(db: Db, a: number, b: number, messages: readonly [number, string][]): Promise<number[]> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const { rows } = await db.query<{ id: number }>(
    `insert into conversations (member_a, member_b, started_by, last_message_at) values ($1, $2, $3, now()) returning id`,
    [low, high, a],
  );
  const conversation = rows[0]!.id;
  const ids: number[] = [];
  for (const [index, [sender, text]] of messages.entries()) {
    const inserted = await db.query<{ id: number }>(
      `insert into messages (conversation_id, sender_id, kind, body, client_id, created_at)
       values ($1, $2, 'text', $3, $4, now() + make_interval(secs => $5)) returning id::int as id`,
      [conversation, sender, text, randomUUID(), index],
    );
    ids.push(inserted.rows[0]!.id);
  }
  return ids;
}
