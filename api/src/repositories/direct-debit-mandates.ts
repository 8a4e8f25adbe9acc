import type { Db } from '../db/db.ts';

export interface MandateRow {
  id: number;
  member_id: number;
  bundle_id: number;
  discount_code: string | null;
  account_holder: string;
  /** AES-GCM ciphertext of the IBAN (bank-data-cipher.ts); the plain `iban` column is only read to encrypt old rows. */
  iban_encrypted: string;
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
  ibanEncrypted: string;
  ibanLast4: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  mobilePhone: string;
  now: Date;
}

export async function insertMandate(db: Db, mandate: NewMandate): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into direct_debit_mandates (member_id, bundle_id, discount_code, account_holder, iban_encrypted, iban_last4, street,
       house_number, zip, city, mobile_phone, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      mandate.memberId,
      mandate.bundleId,
      mandate.discountCode,
      mandate.accountHolder,
      mandate.ibanEncrypted,
      mandate.ibanLast4,
      mandate.street,
      mandate.houseNumber,
      mandate.zip,
      mandate.city,
      mandate.mobilePhone,
      mandate.now,
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
    `select id, member_id, bundle_id, discount_code, account_holder, iban_encrypted, mobile_phone, status, code_hash, code_sent_at, tries
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
  await tx.query(`update direct_debit_mandates set status = 'verified', verified_at = $2, code_hash = null where id = $1`, [
    mandateId,
    now,
  ]);
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

/** The member's row, locked until the transaction ends: one direct-debit confirmation of a member at a time. */
export async function lockMemberRow(tx: Db, memberId: number): Promise<void> {
  await tx.query(`select id from members where id = $1 for no key update`, [memberId]);
}

export interface MandateOrderRow {
  id: number;
  total: number;
  currency: string;
  credits: number;
  provider_payment_id: string | null;
}

/** The order a mandate made, if any (at most one: orders_one_per_mandate). */
export async function findMandateOrder(db: Db, mandateId: number): Promise<MandateOrderRow | null> {
  const { rows } = await db.query<MandateOrderRow>(
    `select id, total, trim(currency) as currency, credits, provider_payment_id from orders where mandate_id = $1`,
    [mandateId],
  );
  return rows[0] ?? null;
}

/**
 * Claims opening the mandate order's payment at the provider: true for the one caller that may call it now.
 * Refused while another claim is younger than `staleMs` and once the order has its payment.
 */
export async function claimMandatePayment(db: Db, mandateId: number, now: Date, staleMs: number): Promise<boolean> {
  const { rows } = await db.query(
    `update direct_debit_mandates m set payment_claimed_at = $2
     where id = $1 and (payment_claimed_at is null or payment_claimed_at <= $3)
       and not exists (select 1 from orders o where o.mandate_id = m.id and o.provider_payment_id is not null)
     returning id`,
    [mandateId, now, new Date(now.getTime() - staleMs)],
  );
  return rows.length > 0;
}

/** Gives the claim back when the provider did not answer, so the member's retry can open the payment at once. */
export async function releaseMandatePayment(db: Db, mandateId: number): Promise<void> {
  await db.query(`update direct_debit_mandates set payment_claimed_at = null where id = $1`, [mandateId]);
}

/** Mandates written before IBANs were encrypted (at most `limit`): their plain IBAN and owner. */
export async function listPlainIbanMandates(db: Db, limit: number): Promise<{ id: number; member_id: number; iban: string }[]> {
  const { rows } = await db.query<{ id: number; member_id: number; iban: string }>(
    `select id, member_id, iban from direct_debit_mandates where iban is not null order by id limit $1`,
    [limit],
  );
  return rows;
}

/** Replaces a plain IBAN by its ciphertext; a row another instance encrypted meanwhile is left alone. */
export async function storeEncryptedIban(db: Db, mandateId: number, encrypted: string, last4: string): Promise<void> {
  await db.query(`update direct_debit_mandates set iban_encrypted = $2, iban_last4 = $3, iban = null where id = $1 and iban is not null`, [
    mandateId,
    encrypted,
    last4,
  ]);
}
