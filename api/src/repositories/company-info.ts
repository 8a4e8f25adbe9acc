import type { Db } from '../db/db.ts';
import type { CompanyInfo } from '../contracts/company-info.ts';
import { cleanPhone } from '../lib/phone.ts';

interface CompanyInfoRow extends Omit<CompanyInfo, 'added'> {
  added: Date;
}

export async function findCompanyInfo(db: Db, id: number): Promise<CompanyInfo | null> {
  const { rows } = await db.query<CompanyInfoRow>(
    `select name, address, kvk, city, country, tradenames, vat_numbers, support_phone, delete_discount, added
       from company_info where id = $1`,
    [id],
    { name: 'company-info' },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vat_numbers,
    support_phone: cleanPhone(row.support_phone),
    delete_discount: row.delete_discount,
    added: row.added.toISOString(),
  };
}

// jsonb parameters go in as JSON text: pg would turn a JS array into a Postgres array literal.
export async function insertCompanyInfo(db: Db, info: Omit<CompanyInfo, 'added'> & { added: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into company_info (name, address, kvk, city, country, tradenames, vat_numbers, support_phone,
                               delete_discount, added)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb, $8, $9, $10) returning id`,
    [
      info.name,
      info.address,
      info.kvk,
      info.city,
      info.country,
      JSON.stringify(info.tradenames),
      JSON.stringify(info.vat_numbers),
      info.support_phone,
      info.delete_discount,
      info.added,
    ],
  );
  return rows[0]!.id;
}
