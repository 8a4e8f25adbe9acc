import type { Db } from '../db/db.ts';
import { MESSAGE_COLUMNS, messageInsert, type MessageRow, type NewMessage } from './messages.ts';
import { conversationLockSql, LOCKED_CAN_SEND, sendLocksOf, type ConversationLockRow, type SendLocks } from './send-locks.ts';

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
 * What both sends write, as common table expressions over one list of parameters (the message's own, then the
 * sender, the price, the ledger reason, the conversation and the time): `debited`, the conditional debit, which
 * `extra` can narrow; then `stored`, the message only when the debit happened, `touched`, the conversation's last
 * activity, and `entry`, its ledger row (none for a free message).
 */
function paidSend(message: NewMessage, reason: string) {
  const insert = messageInsert(message, 1);
  const next = insert.params.length + 1;
  const [member, amount, why, conversation, at] = [0, 1, 2, 3, 4].map((n) => `$${next + n}`);
  return {
    params: [...insert.params, message.senderId, message.credits, reason, message.conversationId, message.at],
    member: `${member}::int`,
    conversation: `${conversation}::int`,
    debited: (extra: string) =>
      `debited as (update members set credits = credits - ${amount}::int
                    where id = ${member}::int and credits >= ${amount}::int ${extra}
                   returning credits)`,
    storedAndPaid: `stored as (insert into messages (${insert.columns}) select ${insert.values} from debited returning ${MESSAGE_COLUMNS}),
          touched as (update conversations set last_message_at = ${at}::timestamptz
                       where id = ${conversation}::int and exists (select 1 from stored)),
          entry as (insert into credit_ledger (member_id, delta, reason, message_id, created_at)
                    select stored.sender_id, -stored.credits, ${why}::text, stored.id, stored.created_at from stored
                     where stored.credits > 0)`,
  };
}

/**
 * Stores a message and takes its price (`message.credits`) if the balance covers it, in one statement (one round
 * trip on the send's critical path): the conditional debit, the message only when the debit happened, its ledger
 * row (none for a free message), and its conversation's last activity. The conditional update is the guard:
 * however many debits run at once, no debit takes the balance below zero. A balance already below zero (a refund
 * or chargeback of credits that were spent) covers nothing, not even a free message, until a purchase tops it up.
 * Answers the message and the new balance, or null when the balance is too low (nothing written); throws the
 * unique violation 23505 when the sender used this client_id before (nothing written then either).
 */
export async function insertPaidMessage(
  db: Db,
  message: NewMessage,
  reason: string,
): Promise<{ message: MessageRow; credits: number } | null> {
  const send = paidSend(message, reason);
  const { rows } = await db.query<MessageRow & { balance: number }>(
    `with ${send.debited('')},
          ${send.storedAndPaid}
     select stored.*, debited.credits as balance from stored, debited`,
    send.params,
    { name: 'insert-paid-message', prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  const { balance, ...stored } = row;
  return { message: stored, credits: balance };
}

/**
 * A send into a conversation as one statement, no transaction around it (the hot path of chat: one round trip
 * where BEGIN, lock, insert and COMMIT were four): locks the sender and the conversation (send-locks.ts), and
 * only when the send is allowed (no message under this client_id yet, the sender may send, no block, the balance
 * covers the price) stores the message and pays for it as insertPaidMessage does. Answers what the lock read
 * (null: no such conversation of the sender's) and the stored message with the new balance, or null when nothing
 * was written; the caller then takes the long way, which tells a retry from each refusal. Throws the unique
 * violation 23505 when the same client_id committed while this statement waited for the sender's lock.
 */
export async function sendIntoConversation(
  db: Db,
  message: NewMessage,
  reason: string,
): Promise<{ locks: SendLocks | null; paid: { message: MessageRow; credits: number } | null }> {
  const send = paidSend(message, reason);
  const clientId = `$${send.params.length + 1}::text`;
  const { rows } = await db.query<MessageRow & { balance: number; locked: ConversationLockRow }>(
    `with locked as materialized (${conversationLockSql(send.member, clientId, send.conversation)}),
          ${send.debited(`and exists (select 1 from locked where earlier_id is null and ${LOCKED_CAN_SEND} and not blocked)`)},
          ${send.storedAndPaid}
     select stored.*, debited.credits as balance, to_jsonb(locked) as locked
       from locked left join stored on true left join debited on true`,
    [...send.params, message.clientId],
    { name: 'send-into-conversation', prepare: true },
  );
  const row = rows[0];
  if (!row) return { locks: null, paid: null };
  const { balance, locked, ...stored } = row;
  // Nothing written: the message's columns are null (the outer join).
  const written = (stored.id as number | null) !== null;
  return { locks: sendLocksOf(locked), paid: written ? { message: stored, credits: balance } : null };
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
