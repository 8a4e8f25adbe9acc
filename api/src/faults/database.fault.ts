import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, freePort, requiredEnv, waitUntil } from './support/api-process.ts';
import { PostgresControl } from './support/postgres-control.ts';
import { measured } from './support/measured.ts';

/**
 * PostgreSQL away under a running API (a real process on the throwaway cluster): restarted, frozen, or a row
 * lock held by a stuck session. The API answers 503 `database_unavailable` with Retry-After within its bounds
 * (never a hang: every request below carries a client bound past which the test fails), and serves again by
 * itself once PostgreSQL is back: the pool drops the broken connections and opens new ones.
 */
const serverUrl = requiredEnv('DATABASE_URL');
const database = `faults_db_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
})();
const postgres = new PostgresControl();
let api: ApiProcess;

/** Longer than any of the API's bounds (connect 3 s, answer 6 s) and shorter than the gateway's 10 s. */
const ANSWER_BOUND_MS = 9_000;
/** A restart of the throwaway cluster and the pool's reconnect. */
const RECOVERY_BOUND_MS = 30_000;

async function ask(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${api.url}${path}`, { headers: { 'x-request-type': 'client', ...headers }, signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
}

async function expectDatabaseUnavailable(path: string, headers?: Record<string, string>): Promise<void> {
  const response = await ask(path, headers);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({ error: 'database_unavailable', message: expect.any(String) });
}

async function recovered(since: number, what: string): Promise<void> {
  await waitUntil(
    async () => (await ask('/api/health')).status === 200,
    RECOVERY_BOUND_MS,
    () => `the API did not recover:\n${api.output}`,
  );
  measured(what, since);
  const members = await ask('/api/members.php');
  expect(members.status).toBe(200);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  api = new ApiProcess(await freePort(), { DATABASE_URL: databaseUrl });
  api.seed();
  await api.start();
}, 240_000);

afterAll(async () => {
  postgres.thaw();
  await api?.stop();
});

afterEach(() => {
  postgres.thaw();
});

describe('PostgreSQL away under the API', () => {
  it('restarting: 503 with Retry-After and a code to translate, then served again without restarting the API', async () => {
    expect((await ask('/api/members.php')).status).toBe(200);
    postgres.stop();
    const stopped = Date.now();
    await expectDatabaseUnavailable('/api/health');
    await expectDatabaseUnavailable('/api/members.php');
    measured('PostgreSQL stopped: 503 answered', stopped);
    const started = Date.now();
    postgres.start();
    await recovered(started, 'PostgreSQL restarted: API serving again');
  });

  it('frozen (a stalled server): 503 within the answer bound, then served again once it goes on', async () => {
    expect((await ask('/api/members.php')).status).toBe(200);
    postgres.freeze();
    const frozen = Date.now();
    // Both the pooled connections (no answer) and new ones (no handshake) are bounded.
    await expectDatabaseUnavailable('/api/health');
    await expectDatabaseUnavailable('/api/members.php');
    measured('PostgreSQL frozen: 503 answered', frozen);
    const thawed = Date.now();
    postgres.thaw();
    await recovered(thawed, 'PostgreSQL thawed: API serving again');
  });

  it('a row lock held by a stuck session: 503 after the lock bound, and nothing waits once it is released', async () => {
    const stuck = new pg.Client({ connectionString: databaseUrl });
    await stuck.connect();
    try {
      await stuck.query('begin');
      await stuck.query('lock table sessions in access exclusive mode');
      const locked = Date.now();
      // The session lookup of any request with a session cookie waits for this lock.
      await expectDatabaseUnavailable('/api/user.php', { cookie: 'sid=not-a-session' });
      measured('row lock held: 503 answered', locked);
      await stuck.query('rollback');
      const user = await ask('/api/user.php', { cookie: 'sid=not-a-session' });
      expect(user.status).toBe(200);
    } finally {
      await stuck.end();
    }
  });
});
