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

/** What a code's reservation rules look at: its validity, and whether it is a first-purchase discount. */
export interface DiscountUse {
  code: string;
  memberId: number;
  validity: DiscountCodeRow['validity'];
  /** The welcome code, other personal codes and the time bonus: one of them per member, before any payment. */
  firstPurchase: boolean;
}

/** Who holds a code: nobody, or a row (reserved by an open order or redeemed by a paid one). */
export interface DiscountHold {
  /** The member's own order that reserves it and is still open or pending (the way back to it), else null. */
  openOrderId: number | null;
}

/**
 * Whether the code is taken for this member: a single-use code reserved or redeemed by anyone, a
 * once-per-member code by this member, or (first-purchase discounts) any first-purchase discount of this
 * member. Reservations count as much as redemptions: that is what stops a second order before the first
 * is paid. Null when the code is free.
 */
export async function findDiscountHold(db: Db, use: DiscountUse): Promise<DiscountHold | null> {
  if (use.validity === 'unlimited' && !use.firstPurchase) return null;
  const { rows } = await db.query<{ order_id: number; member_id: number; redeemed: boolean; status: string | null }>(
    `select r.order_id, r.member_id, r.redeemed_at is not null as redeemed, o.status
     from discount_redemptions r left join orders o on o.id = r.order_id
     where (upper(r.code) = upper($1) and ($3::text = 'single_use' or ($3::text = 'once_per_user' and r.member_id = $2)))
        or ($4::boolean and r.first_purchase and r.member_id = $2)
     order by (r.member_id = $2 and r.redeemed_at is null) desc
     limit 1`,
    [use.code, use.memberId, use.validity, use.firstPurchase],
  );
  const row = rows[0];
  if (!row) return null;
  const ownOpen = row.member_id === use.memberId && !row.redeemed && (row.status === 'open' || row.status === 'pending');
  return { openOrderId: ownOpen ? Number(row.order_id) : null };
}

/**
 * Reserves the code for an order in the caller's transaction (the one inserting the order). The unique
 * indexes are the rule: a code already reserved or redeemed where its validity allows one use inserts
 * nothing, and the caller refuses the order. Answers whether the reservation was made.
 */
export async function insertReservation(tx: Db, use: DiscountUse & { orderId: number; now: Date }): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into discount_redemptions (code, member_id, order_id, validity, first_purchase, reserved_at, redeemed_at)
     values ($1, $2, $3, $4, $5, $6, null)
     on conflict do nothing returning id`,
    [use.code, use.memberId, use.orderId, use.validity, use.firstPurchase, use.now],
  );
  return rows.length > 0;
}

/** The order was paid: its reservation becomes the redemption. Answers whether there was one to turn. */
export async function redeemReservation(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `update discount_redemptions set redeemed_at = $2 where order_id = $1 and redeemed_at is null returning id`,
    [orderId, now],
  );
  return rows.length > 0;
}

/** The order failed, was canceled or expired: its reservation goes, and the code is free again. */
export async function releaseReservation(tx: Db, orderId: number): Promise<void> {
  await tx.query(`delete from discount_redemptions where order_id = $1 and redeemed_at is null`, [orderId]);
}

/**
 * Records a use at payment for an order that has no reservation (orders opened before reservations
 * existed). A use the unique indexes refuse inserts nothing: the money is in, so the order stands.
 */
export async function insertRedemption(
  tx: Db,
  redemption: { code: string; memberId: number; orderId: number; validity: DiscountCodeRow['validity']; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into discount_redemptions (code, member_id, order_id, validity, reserved_at, redeemed_at) values ($1, $2, $3, $4, $5, $5)
     on conflict do nothing returning id`,
    [redemption.code, redemption.memberId, redemption.orderId, redemption.validity, redemption.now],
  );
  return rows.length > 0;
}
