import type { Db } from '../db/db.ts';

export interface SmsSendCounts {
  /** Codes sent for the mandate (ever). */
  mandate: number;
  /** Codes sent to the member since `since`. */
  member: number;
  /** Codes sent to the number (any member) since `since`. */
  phone: number;
}

/**
 * Serialises code sends to one number across members for the rest of the transaction (the member's own sends
 * are serialised by their row lock), so two accounts cannot both pass the number's limit.
 */
export async function lockPhoneSends(tx: Db, phoneHash: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('sms:' || $1))`, [phoneHash]);
}

export async function countSmsSends(
  db: Db,
  q: { memberId: number; mandateId: number | null; phoneHash: string; since: Date },
): Promise<SmsSendCounts> {
  const { rows } = await db.query<SmsSendCounts>(
    `select (select count(*)::int from sms_sends where mandate_id = $2) as mandate,
            (select count(*)::int from sms_sends where member_id = $1 and sent_at > $4) as member,
            (select count(*)::int from sms_sends where phone_hash = $3 and sent_at > $4) as phone`,
    [q.memberId, q.mandateId, q.phoneHash, q.since],
  );
  return rows[0]!;
}

export async function recordSmsSend(db: Db, send: { memberId: number; mandateId: number; phoneHash: string; at: Date }): Promise<void> {
  await db.query(`insert into sms_sends (member_id, mandate_id, phone_hash, sent_at) values ($1, $2, $3, $4)`, [
    send.memberId,
    send.mandateId,
    send.phoneHash,
    send.at,
  ]);
}
