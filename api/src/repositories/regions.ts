import type { Db } from '../db/db.ts';
import type { Region } from '../contracts/regions.ts';

export async function listRegions(db: Db, countries?: readonly string[]): Promise<Region[]> {
  const { rows } = await db.query<Region>(
    `select id, country, name, slug, lat, lon from regions
      where $1::text[] is null or country = any($1::text[])
      order by country, name`,
    [countries ? [...countries] : null],
    { name: 'regions' },
  );
  return rows;
}

export async function upsertRegion(db: Db, region: Omit<Region, 'id'>): Promise<void> {
  await db.query(
    `insert into regions (country, name, slug, lat, lon) values ($1, $2, $3, $4, $5)
     on conflict (country, slug) do update set name = excluded.name, lat = excluded.lat, lon = excluded.lon`,
    [region.country, region.name, region.slug, region.lat, region.lon],
  );
}
