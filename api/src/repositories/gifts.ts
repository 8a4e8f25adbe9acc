import type { Db } from '../db/db.ts';

export interface GiftRow {
  id: number;
  slug: string;
  names: Record<string, string>;
  image: string;
  /** Null: the site's gift_credits. */
  credits: number | null;
}

export async function listGifts(db: Db): Promise<GiftRow[]> {
  const { rows } = await db.query<GiftRow>(`select id, slug, names, image, credits from gifts where active order by sort_order, id`);
  return rows;
}

/** Gifts by id, active or not (an old message keeps showing a gift taken out of the catalogue). */
export async function findGifts(db: Db, ids: readonly number[]): Promise<GiftRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<GiftRow>(`select id, slug, names, image, credits from gifts where id = any($1::int[])`, [[...ids]]);
  return rows;
}

export async function findActiveGift(db: Db, id: number): Promise<GiftRow | null> {
  const { rows } = await db.query<GiftRow>(`select id, slug, names, image, credits from gifts where id = $1 and active`, [id]);
  return rows[0] ?? null;
}
