import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { readPoolBounds } from './postgres-db.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a restart closing the connection', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['a server still starting', { code: '57P03', message: 'the database system is starting up' }],
    ['a full server', { code: '53300', message: 'sorry, too many clients already' }],
    ['the statement bound', { code: '57014', message: 'canceling statement due to statement timeout' }],
    ['the lock bound', { code: '55P03', message: 'canceling statement due to lock timeout' }],
    ['a connection exception', { code: '08006', message: 'connection failure' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    ['the pool giving up on a connection', new Error('timeout exceeded when trying to connect')],
    ['a stalled server past the answer bound', new Error('Query read timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key value violates unique constraint' }],
    ['a syntax error', { code: '42601', message: 'syntax error at or near' }],
    ['a plain error', new Error('relation "x" does not exist')],
    ['nothing', undefined],
    ['a string', 'Query read timeout'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('readPoolBounds', () => {
  it('bounds statements, locks, answers and connections by default', () => {
    expect(readPoolBounds({})).toEqual({ statementMs: 5_000, lockMs: 2_000, answerMs: 6_000, connectMs: 3_000 });
  });

  it('reads the environment, and refuses nonsense', () => {
    expect(readPoolBounds({ PG_STATEMENT_TIMEOUT_MS: '8000', PG_LOCK_TIMEOUT_MS: '1000', PG_CONNECT_TIMEOUT_MS: '500' })).toEqual({
      statementMs: 8_000,
      lockMs: 1_000,
      answerMs: 9_000,
      connectMs: 500,
    });
    expect(() => readPoolBounds({ PG_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/PG_STATEMENT_TIMEOUT_MS/);
    expect(() => readPoolBounds({ PG_LOCK_TIMEOUT_MS: '0' })).toThrow(/PG_LOCK_TIMEOUT_MS/);
  });
});
