import {
  STATEMENT_PAGE_SIZE,
  type CreditStatementResponse,
  type StatementEntry,
  type StatementKind,
} from '../../contracts/credit-statement.ts';
import type { Db } from '../../db/db.ts';
import { statementRows, statementSummary, type StatementRow } from '../../repositories/credit-statement.ts';

/** Ledger reasons as the statement names them (reasons are written by repositories/credits.ts and its callers). */
const KIND_OF_REASON: Readonly<Record<string, StatementKind>> = {
  purchase: 'purchase',
  signup: 'signup_gift',
  'message:text': 'message',
  'message:gift': 'gift',
  'message:image': 'photo',
  // A voice message is a message to the member, priced like a photo: the statement names it a message.
  'message:voice': 'message',
  super_like: 'super_like',
  swipe_undo: 'swipe_undo',
  boost: 'boost',
  refund: 'refund',
  chargeback: 'chargeback',
};

function entryOf(row: StatementRow): StatementEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    kind: KIND_OF_REASON[row.reason] ?? 'other',
    credits: row.delta,
    balance: row.balance,
    conversation_id: row.conversation_id,
    profile: row.profile_id === null ? null : { id: row.profile_id, name: row.profile_name ?? '' },
    order_id: row.order_id,
  };
}

/** GET credit-statement.php: one page of the member's credits in and out, newest first, with the running balance. */
export async function creditStatementPage(db: Db, memberId: number, page: number): Promise<CreditStatementResponse> {
  const [summary, rows] = await Promise.all([
    statementSummary(db, memberId),
    statementRows(db, memberId, STATEMENT_PAGE_SIZE, (page - 1) * STATEMENT_PAGE_SIZE),
  ]);
  return { entries: rows.map(entryOf), balance: summary.balance, page, per_page: STATEMENT_PAGE_SIZE, total: summary.total };
}

const CSV_HEADER = ['date', 'type', 'credits', 'balance', 'member', 'link'];

/**
 * The whole statement as CSV (`?format=csv`), newest first. Column names and types are the API's codes, so a
 * spreadsheet or accounting tool reads every language's export alike; links are absolute on the site's origin.
 */
export async function creditStatementCsv(db: Db, memberId: number, origin: string): Promise<string> {
  const rows = await statementRows(db, memberId, null, 0);
  const lines = rows.map((row) => {
    const entry = entryOf(row);
    return [entry.at, entry.kind, String(entry.credits), String(entry.balance), entry.profile?.name ?? '', linkOf(entry, origin)];
  });
  return [CSV_HEADER, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Where a row leads on the site: the conversation, the profile, or the order. */
export function linkOf(entry: StatementEntry, origin: string): string {
  if (entry.conversation_id !== null) return `${origin}/chats/${entry.conversation_id}`;
  if (entry.profile !== null) return `${origin}/members/${entry.profile.id}`;
  if (entry.order_id !== null) return `${origin}/transactions/${entry.order_id}`;
  return '';
}

/**
 * One CSV field (RFC 4180 quoting). A member's name is chosen by another member: one that starts like a formula
 * (= + - @ tab) is prefixed with an apostrophe, so a spreadsheet shows it instead of running it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
