import type { Db } from '../db/db.ts';

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('select 1');
}
