/**
 * Whether an error means PostgreSQL is away or too busy to answer in time (not that the request was wrong):
 * the API then answers 503 `database_unavailable` with Retry-After instead of a 500, and the member's page
 * says "try again shortly" and recovers by itself.
 */

/** SQLSTATEs of a server that is shutting down, starting, full, or that gave up on a bound (statement, lock). */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: a restart or failover closed the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or recovering
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
]);

/** Node's socket errors on the way to the server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** What pg says when it gave up on its own bounds or its connection broke (pg has no codes for these). */
const clientMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (unavailableStates.has(code) || code.startsWith('08') || socketCodes.has(code)) return true;
  }
  return typeof message === 'string' && clientMessages.some((text) => message.includes(text));
}

/** Seconds the member's client is told to wait before trying again (a restart usually takes a few). */
export const DATABASE_RETRY_AFTER_S = 5;
