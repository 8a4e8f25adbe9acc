import type { Db } from '../db/db.ts';

export interface MandateRow {
  id: number;
  member_id: number;
  bundle_id: number;
  discount_code: string | null;
  account_holder: string;
  iban: string;
  mobile_phone: string;
  status: 'pending_code' | 'verified' | 'closed';
  code_hash: string | null;
  code_sent_at: Date | null;
  tries: number;
}

export interface NewMandate {
  memberId: number;
  bundleId: number;
  discountCode: string | null;
  accountHolder: string;
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  mobilePhone: string;
  now: Date;
}

export async function insertMandate(db: Db, mandate: NewMandate): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into direct_debit_mandates (member_id, bundle_id, discount_code, account_holder, iban, street, house_number, zip, city,
       mobile_phone, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      mandate.memberId, mandate.bundleId, mandate.discountCode, mandate.accountHolder, mandate.iban, mandate.street,
      mandate.houseNumber, mandate.zip, mandate.city, mandate.mobilePhone, mandate.now,
    ],
  );
  return rows[0]!.id;
}

export async function setMandateCode(db: Db, mandateId: number, codeHash: string, now: Date): Promise<void> {
  await db.query(`update direct_debit_mandates set code_hash = $2, code_sent_at = $3 where id = $1`, [mandateId, codeHash, now]);
}

/** The member's mandate, locked until the transaction ends (one code check at a time per mandate). */
export async function lockMemberMandate(tx: Db, mandateId: number, memberId: number): Promise<MandateRow | null> {
  const { rows } = await tx.query<MandateRow>(
    `select id, member_id, bundle_id, discount_code, account_holder, iban, mobile_phone, status, code_hash, code_sent_at, tries
     from direct_debit_mandates where id = $1 and member_id = $2 for update`,
    [mandateId, memberId],
  );
  return rows[0] ?? null;
}

export async function countWrongCode(tx: Db, mandateId: number, close: boolean): Promise<void> {
  await tx.query(
    `update direct_debit_mandates set tries = tries + 1,
       status = case when $2 then 'closed' else status end, code_hash = case when $2 then null else code_hash end
     where id = $1`,
    [mandateId, close],
  );
}

export async function markMandateVerified(tx: Db, mandateId: number, now: Date): Promise<void> {
  await tx.query(`update direct_debit_mandates set status = 'verified', verified_at = $2, code_hash = null where id = $1`, [mandateId, now]);
}

export async function isDirectDebitBlocked(db: Db, memberId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from direct_debit_blocks where member_id = $1`, [memberId]);
  return rows.length > 0;
}

/** Direct-debit orders of the member still waiting for the bank (pending settlement). */
export async function countUnsettledDirectDebits(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from orders where member_id = $1 and method = 'sdd' and status in ('open', 'pending')`,
    [memberId],
  );
  return rows[0]?.count ?? 0;
}
