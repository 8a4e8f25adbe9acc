import type { Db } from '../db/db.ts';

/** A row of discount_codes (0012). */
export interface DiscountCodeRow {
  id: number;
  code: string;
  country: string | null;
  user_id: number | null;
  expires: Date | null;
  value_percentage: number;
  currency: string | null;
  minimum_order_value: number | null;
  status: 'active' | 'inactive';
  validity: 'once_per_user' | 'single_use' | 'unlimited';
  paymentmethods: string[];
  welcome: boolean;
}

const COLUMNS = `id, code, country, user_id, expires, value_percentage, currency, minimum_order_value, status, validity,
  paymentmethods, welcome`;

/** Codes are matched without regard to case ("welkom10" is WELKOM10). */
export async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const { rows } = await db.query<DiscountCodeRow>(`select ${COLUMNS} from discount_codes where upper(code) = upper($1)`, [code]);
  return rows[0] ?? null;
}

export async function findWelcomeCode(db: Db, memberId: number): Promise<DiscountCodeRow | null> {
  const { rows } = await db.query<DiscountCodeRow>(`select ${COLUMNS} from discount_codes where user_id = $1 and welcome`, [memberId]);
  return rows[0] ?? null;
}

/**
 * The member's welcome code, made on first ask. Concurrent first asks race on the unique (user_id) where
 * welcome index: one insert wins, the others do nothing and read the winner's row.
 */
export async function ensureWelcomeCode(
  db: Db,
  code: { memberId: number; code: string; percentage: number; expires: Date },
): Promise<DiscountCodeRow> {
  await db.query(
    `insert into discount_codes (code, user_id, expires, value_percentage, validity, welcome)
     values ($1, $2, $3, $4, 'once_per_user', true)
     on conflict do nothing`,
    [code.code, code.memberId, code.expires, code.percentage],
  );
  const row = await findWelcomeCode(db, code.memberId);
  if (!row) throw new Error(`welcome code of member ${code.memberId} vanished`);
  return row;
}

export interface DemoDiscountCode {
  code: string;
  percentage: number;
  validity: DiscountCodeRow['validity'];
  country?: string;
  expires?: Date;
  minimum?: { amount: number; currency: string };
  methods?: string[];
}

/** Seeds a shared code; running it twice changes nothing (an operator's later edits stay). */
export async function upsertDemoDiscountCode(db: Db, code: DemoDiscountCode): Promise<void> {
  await db.query(
    `insert into discount_codes (code, country, expires, value_percentage, currency, minimum_order_value, validity, paymentmethods)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict do nothing`,
    [
      code.code,
      code.country ?? null,
      code.expires ?? null,
      code.percentage,
      code.minimum?.currency ?? null,
      code.minimum?.amount ?? null,
      code.validity,
      code.methods ?? [],
    ],
  );
}

/** Whether this member (once_per_user) or anyone (single_use) already redeemed the code. */
export async function isRedeemed(db: Db, code: string, memberId: number, validity: DiscountCodeRow['validity']): Promise<boolean> {
  if (validity === 'unlimited') return false;
  const { rows } = await db.query<{ found: number }>(
    validity === 'single_use'
      ? `select 1 as found from discount_redemptions where upper(code) = upper($1) limit 1`
      : `select 1 as found from discount_redemptions where upper(code) = upper($1) and member_id = $2 limit 1`,
    validity === 'single_use' ? [code] : [code, memberId],
  );
  return rows.length > 0;
}

/**
 * Records a use in the caller's transaction (the one marking the order paid). A use the unique indexes
 * refuse (a single-use code two payments raced for) inserts nothing: the money is in, so the order stands.
 * Answers whether this call recorded it.
 */
export async function insertRedemption(
  tx: Db,
  redemption: { code: string; memberId: number; orderId: number; validity: DiscountCodeRow['validity']; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into discount_redemptions (code, member_id, order_id, validity, redeemed_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning id`,
    [redemption.code, redemption.memberId, redemption.orderId, redemption.validity, redemption.now],
  );
  return rows.length > 0;
}
