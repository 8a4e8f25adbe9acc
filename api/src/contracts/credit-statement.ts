import { Type, type Static } from 'typebox';
import { Bounded, RowId } from './common.ts';

/**
 * What one credit in or out was for. Older and operator rows (demo balances, tests) are `other`. Boosts,
 * super likes and undone swipes are spends like a message, each naming what it paid for.
 */
export const STATEMENT_KINDS = [
  'purchase',
  'signup_gift',
  'message',
  'gift',
  'photo',
  'super_like',
  'swipe_undo',
  'boost',
  'refund',
  'chargeback',
  'other',
] as const;
export const StatementKind = Type.Enum(STATEMENT_KINDS);
export type StatementKind = Static<typeof StatementKind>;

/** Rows per page of the statement. */
export const STATEMENT_PAGE_SIZE = 30;

export const CreditStatementQuery = Type.Object({
  page: Type.Optional(Bounded(1, 100_000, { description: '1 is the newest page' })),
  format: Type.Optional(Type.Enum(['json', 'csv'], { description: 'csv: the whole statement as a file' })),
});
export type CreditStatementQuery = Static<typeof CreditStatementQuery>;

export const StatementEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  kind: StatementKind,
  /** Credits in (positive) or out (negative). */
  credits: Type.Integer(),
  /** The balance right after this row. */
  balance: Type.Integer(),
  /** The conversation a message, photo or gift was sent in (null once the chat is deleted). */
  conversation_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The member a spend was for: the conversation's partner, or the profile a super like went to. */
  profile: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** The order a purchase, refund or chargeback belongs to. */
  order_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type StatementEntry = Static<typeof StatementEntry>;

export const CreditStatementResponse = Type.Object({
  entries: Type.Array(StatementEntry),
  /** The balance now (the first entry of page 1 ends on it). */
  balance: Type.Integer(),
  page: RowId(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
export type CreditStatementResponse = Static<typeof CreditStatementResponse>;
