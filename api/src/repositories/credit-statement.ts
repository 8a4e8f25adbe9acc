import type { Db } from '../db/db.ts';

/** One ledger row as the statement shows it, with what it paid for. */
export interface StatementRow {
  id: number;
  delta: number;
  reason: string;
  created_at: Date;
  order_id: number | null;
  conversation_id: number | null;
  profile_id: number | null;
  profile_name: string | null;
  /** The balance right after this row. */
  balance: number;
}

/**
 * The member's ledger, newest first, `limit` rows from `offset` (limit null: all), with the running balance.
 * The balance after a row is today's balance minus every later row, so the newest row always ends on the
 * balance the member sees, and one statement reads balance and rows from one snapshot. A message's partner
 * comes through the conversation; other spends name their profile on the ledger row.
 */
export async function statementRows(db: Db, memberId: number, limit: number | null, offset: number): Promise<StatementRow[]> {
  const { rows } = await db.query<StatementRow>(
    `select l.id, l.delta, l.reason, l.created_at, l.order_id, msg.conversation_id,
            p.id as profile_id, p.name as profile_name,
            (select credits from members where id = $1)
              - sum(l.delta) over (order by l.created_at desc, l.id desc rows between unbounded preceding and current row)
              + l.delta as balance
       from credit_ledger l
       left join messages msg on msg.id = l.message_id
       left join conversations c on c.id = msg.conversation_id
       left join members p on p.id = coalesce(l.profile_id, case when c.member_a = $1 then c.member_b else c.member_a end)
      where l.member_id = $1
      order by l.created_at desc, l.id desc
      limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), balance: Number(row.balance) }));
}

/** How many ledger rows the member has, and the balance now. */
export async function statementSummary(db: Db, memberId: number): Promise<{ total: number; balance: number }> {
  const { rows } = await db.query<{ total: number; balance: number }>(
    `select (select count(*)::int from credit_ledger where member_id = $1) as total,
            coalesce((select credits from members where id = $1), 0) as balance`,
    [memberId],
  );
  return rows[0]!;
}
