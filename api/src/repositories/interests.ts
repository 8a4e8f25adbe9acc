import type { Db } from '../db/db.ts';
import type { Interest } from '../contracts/interests.ts';

export async function listInterests(db: Db): Promise<Interest[]> {
  const { rows } = await db.query<Interest>('select id, slug from interests order by sort_order, slug', [], {
    name: 'interests',
  });
  return rows;
}

export async function upsertInterest(db: Db, slug: string, sortOrder: number): Promise<void> {
  await db.query(
    `insert into interests (slug, sort_order) values ($1, $2)
     on conflict (slug) do update set sort_order = excluded.sort_order`,
    [slug, sortOrder],
  );
}
