import type { Db } from '../db/db.ts';

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
  const { rows } = await db.query<{ credits: number }>(
    `update members set credits = credits - $2 where id = $1 and credits >= $2 returning credits`,
    [memberId, amount],
  );
  const balance = rows[0]?.credits;
  if (balance === undefined) return null;
  if (amount > 0) {
    await db.query(`insert into credit_ledger (member_id, delta, reason, message_id, created_at) values ($1, $2, $3, $4, $5)`, [
      memberId,
      -amount,
      reason,
      messageId,
      now,
    ]);
  }
  return balance;
}

export async function creditBalance(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(`select credits from members where id = $1`, [memberId]);
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
  );
  return rows[0] ?? null;
}
