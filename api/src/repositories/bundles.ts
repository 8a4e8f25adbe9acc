import type { Db } from '../db/db.ts';
import type { PaymentMethod } from '../contracts/payments.ts';

export interface BundleRow {
  id: number;
  country: string;
  currency: string;
  credits: number;
  price: number;
  old_price: number | null;
}

export async function upsertBundle(
  db: Db,
  bundle: { country: string; currency: string; credits: number; price: number; oldPrice: number | null; sortOrder: number },
): Promise<void> {
  await db.query(
    `insert into credit_bundles (country, currency, credits, price, old_price, sort_order) values ($1, $2, $3, $4, $5, $6)
     on conflict (country, credits) do nothing`,
    [bundle.country, bundle.currency, bundle.credits, bundle.price, bundle.oldPrice, bundle.sortOrder],
  );
}

export async function upsertPaymentMethod(db: Db, country: string, method: PaymentMethod, sortOrder: number): Promise<void> {
  await db.query(`insert into payment_methods (country, method, sort_order) values ($1, $2, $3) on conflict do nothing`, [
    country,
    method,
    sortOrder,
  ]);
}

/** The active bundles of a country, cheapest first. */
export async function listBundles(db: Db, country: string): Promise<BundleRow[]> {
  const { rows } = await db.query<BundleRow>(
    `select id, country, trim(currency) as currency, credits, price, old_price from credit_bundles
     where country = $1 and active order by sort_order, credits`,
    [country],
  );
  return rows;
}

export async function findBundle(db: Db, id: number): Promise<BundleRow | null> {
  const { rows } = await db.query<BundleRow>(
    `select id, country, trim(currency) as currency, credits, price, old_price from credit_bundles where id = $1 and active`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listPaymentMethods(db: Db, country: string): Promise<PaymentMethod[]> {
  const { rows } = await db.query<{ method: PaymentMethod }>(
    `select method from payment_methods where country = $1 order by sort_order, method`,
    [country],
  );
  return rows.map((row) => row.method);
}

/** Countries with bundles for sale: the only ones whose mobile numbers get codes. */
export async function listSellingCountries(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ country: string }>(`select distinct country from credit_bundles where active`);
  return new Set(rows.map((row) => row.country));
}

/** A bundle's price whether or not it is still sold (a code's minimum order value is checked against it). */
export async function findBundlePrice(db: Db, id: number): Promise<{ price: number; currency: string } | null> {
  const { rows } = await db.query<{ price: number; currency: string }>(
    `select price, trim(currency) as currency from credit_bundles where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
