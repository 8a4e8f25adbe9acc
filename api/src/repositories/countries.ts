import type { Db } from '../db/db.ts';
import type { Locale } from '../contracts/common.ts';

export interface CountryRow {
  code: string;
  name: string;
  locales: Locale[];
  currency: string;
}

export async function listCountries(db: Db, codes?: readonly string[]): Promise<CountryRow[]> {
  const { rows } = await db.query<CountryRow>(
    `select code, name, locales, currency from countries
      where $1::text[] is null or code = any($1::text[])
      order by sort_order, code`,
    [codes ? [...codes] : null],
    { name: 'countries' },
  );
  return rows;
}

export async function upsertCountry(db: Db, country: CountryRow & { sortOrder: number }): Promise<void> {
  await db.query(
    `insert into countries (code, name, locales, currency, sort_order) values ($1, $2, $3, $4, $5)
     on conflict (code) do update
       set name = excluded.name, locales = excluded.locales,
           currency = excluded.currency, sort_order = excluded.sort_order`,
    [country.code, country.name, country.locales, country.currency, country.sortOrder],
  );
}
