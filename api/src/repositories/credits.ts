import type { Db } from '../db/db.ts';

// The credit ledger: every write of credit_ledger and of members.credits is here, a ledger row and the balance
// change together in the caller's transaction, so sum(ledger) = balance holds (lint: api-house.eslint.config.js).

/** One ledger row and the balance in the same statement pair; run inside the caller's transaction. */
export async function addCredits(db: Db, memberId: number, delta: number, reason: string, now: Date): Promise<void> {
  if (delta === 0) return;
  await db.query('insert into credit_ledger (member_id, delta, reason, created_at) values ($1, $2, $3, $4)', [
    memberId,
    delta,
    reason,
    now,
  ]);
  await db.query('update members set credits = credits + $2 where id = $1', [memberId, delta]);
}

/** Credits a paid order: one ledger row (unique per order) and the balance, in the caller's transaction. */
export async function creditPurchase(tx: Db, order: { id: number; memberId: number; credits: number }, now: Date): Promise<number> {
  await tx.query(`insert into credit_ledger (member_id, delta, reason, order_id, created_at) values ($1, $2, 'purchase', $3, $4)`, [
    order.memberId,
    order.credits,
    order.id,
    now,
  ]);
  // The first paid order makes the member premium.
  const { rows } = await tx.query<{ credits: number }>(
    `update members set credits = credits + $2, paid_user = true where id = $1 returning credits`,
    [order.memberId, order.credits],
  );
  return rows[0]!.credits;
}

/**
 * Takes back `credits` of a refunded or charged-back order (0: none) in the caller's transaction, after the
 * order's new amounts are written: one ledger row, the balance (which may go below zero), and premium, which
 * ends when none of the member's paid orders is left unreversed. Answers the new balance.
 */
export async function takeBackPurchaseCredits(
  tx: Db,
  order: { id: number; memberId: number; credits: number; reason: 'refund' | 'chargeback' },
  now: Date,
): Promise<number> {
  if (order.credits > 0) {
    await tx.query(`insert into credit_ledger (member_id, delta, reason, order_id, created_at) values ($1, $2, $3, $4, $5)`, [
      order.memberId,
      -order.credits,
      order.reason,
      order.id,
      now,
    ]);
  }
  const { rows } = await tx.query<{ credits: number }>(
    `update members set credits = credits - $2,
       paid_user = paid_user and exists (select 1 from orders where member_id = $1 and status = 'paid' and credits_reversed < credits)
     where id = $1 returning credits`,
    [order.memberId, order.credits],
  );
  return rows[0]!.credits;
}

/**
 * Takes `amount` credits if the balance covers them, with the ledger row in the caller's transaction. The
 * conditional update is the guard: however many debits run at once, no debit takes the balance below zero.
 * A balance already below zero (a refund or chargeback of credits that were spent) covers nothing, not even
 * a free message, until a purchase tops it up. Answers the new balance, or null when the balance is too low
 * (nothing written).
 */
export async function debitCredits(
  db: Db,
  memberId: number,
  amount: number,
  reason: string,
  messageId: number | null,
  now: Date,
): Promise<number | null> {
  // One statement (one round trip on the send's critical path): the conditional debit, and its ledger row only
  // when the debit happened; a free message (0) writes no ledger row.
  const { rows } = await db.query<{ credits: number }>(
    `with debited as (update members set credits = credits - $2 where id = $1 and credits >= $2 returning credits),
          entry as (insert into credit_ledger (member_id, delta, reason, message_id, created_at)
                    select $1::int, -$2::int, $3::text, $4::bigint, $5::timestamptz from debited where $2::int > 0)
     select credits from debited`,
    [memberId, amount, reason, messageId, now],
    { name: 'debit-credits', prepare: true },
  );
  return rows[0]?.credits ?? null;
}

export async function creditBalance(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(`select credits from members where id = $1`, [memberId], {
    name: 'credit-balance',
    prepare: true,
  });
  return rows[0]?.credits ?? 0;
}

/** The sender of a message, locked until the transaction ends: one member's sends are paid one after another. */
export interface SenderRow {
  id: number;
  status: string;
  paid_user: boolean;
  credits: number;
  language: string;
  name: string;
}

export async function lockSender(db: Db, memberId: number): Promise<SenderRow | null> {
  // "no key update": conversations and messages reference members, and their foreign-key checks take
  // key-share locks that a plain "for update" would block (two members writing each other would deadlock).
  const { rows } = await db.query<SenderRow>(
    `select id, status, paid_user, credits, language, name from members where id = $1 for no key update`,
    [memberId],
    { name: 'lock-sender', prepare: true },
  );
  return rows[0] ?? null;
}

/**
 * Takes `amount` (> 0) credits for a spend that is no message (a super like, an undone swipe), naming what it
 * paid for and the client's id, in the caller's transaction. The same conditional update as a message's debit
 * keeps the balance at zero or above; the ledger's unique (member, client id) refuses a second debit of one
 * request. Answers the new balance, or null when the balance is too low (nothing written).
 */
export async function spendCredits(
  tx: Db,
  spend: { memberId: number; amount: number; reason: string; profileId: number | null; clientId: string },
  now: Date,
): Promise<number | null> {
  const { rows } = await tx.query<{ credits: number }>(
    `with debited as (update members set credits = credits - $2 where id = $1 and credits >= $2 returning credits),
          entry as (insert into credit_ledger (member_id, delta, reason, profile_id, client_id, created_at)
                    select $1::int, -$2::int, $3::text, $4::int, $5::text, $6::timestamptz from debited)
     select credits from debited`,
    [spend.memberId, spend.amount, spend.reason, spend.profileId, spend.clientId, now],
  );
  return rows[0]?.credits ?? null;
}
