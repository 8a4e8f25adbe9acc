import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredSiteSettings } from '../../contracts/settings.ts';
import type { Db } from '../../db/db.ts';
import { upsertSiteConfig } from '../../repositories/site-config.ts';
import { buildApp } from '../../app.ts';
import { openSession } from '../../services/account/sessions.ts';
import { useTestDb } from '../../test/test-db.ts';
import { balanceAndLedger, chatMember } from './test-chat.ts';

/**
 * Every statement sent to the database, by its name (or first words); a transaction is its BEGIN and COMMIT.
 * While `held` has a promise, a statement of that name waits for it before it reaches the database.
 */
function countingDb(db: Db, log: string[], held: { name: string; until: Promise<void> | null }): Db {
  const note = (label: string) => log.push(label);
  const wrap = (inner: Db, inTransaction: boolean): Db => ({
    engine: inner.engine,
    query: async (sql, params, options) => {
      note(options?.name ?? sql.replace(/\s+/g, ' ').trim().slice(0, 40));
      if (options?.name === held.name && held.until) await held.until;
      return inner.query(sql, params, options);
    },
    exec: (sql) => inner.exec(sql),
    transaction: async (fn) => {
      if (inTransaction) return fn(wrap(inner, true));
      note('BEGIN');
      const result = await inner.transaction((tx) => fn(wrap(tx, true)));
      note('COMMIT');
      return result;
    },
    close: () => inner.close(),
  });
  return wrap(db, false);
}

/**
 * The database round trips of one chat send as the site makes it (a session cookie, the member's prices), the
 * measure of the send path's cost that does not depend on the machine's load. The counts both members' badges
 * show are read without the answer waiting for them: one statement more, after the answer.
 */
describe('POST /api/chat.php round trips', () => {
  const db = useTestDb({ reference: true });
  const log: string[] = [];
  const held: { name: string; until: Promise<void> | null } = { name: 'member-counts', until: null };
  let app: FastifyInstance;
  let dataDir: string;
  let freeSite = 0;
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
    // No mail or push outbox rounds on their timers: their statements are no part of a send.
    vi.stubEnv('MAIL_OUTBOX_POLL_MS', '0');
    app = await buildApp({ db: countingDb(db(), log, held), dataDir, logger: false, rateLimitMax: { 'chat-send': 1000 } });
    await app.ready();
    vi.unstubAllEnvs();
    const { rows } = await db().query<{ settings: StoredSiteSettings }>(`select settings from site_config where is_default`);
    freeSite = await upsertSiteConfig(db(), {
      domain: 'free.example',
      isDefault: false,
      companyId: null,
      settings: { ...rows[0]!.settings, message_credits: 0 },
    });
  });
  afterAll(async () => {
    stops.forEach((stop) => stop());
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A member with a session cookie and a partner, both online (a subscription, as an open socket: no push is
   * looked up), and their conversation opened by a first send that is not counted.
   */
  async function pair(credits: number, signupSite?: number) {
    const me = await chatMember(db(), { gender: 'male', credits });
    if (signupSite) await db().query(`update members set signup_site_id = $2 where id = $1`, [me, signupSite]);
    const anna = await chatMember(db(), { name: 'Anna' });
    const cookie = `sid=${await openSession(db(), me, new Date(), undefined)}`;
    const delivered: number[] = [];
    const counted: (() => void)[] = [];
    stops.push(
      app.realtime.subscribe(anna, (event) => {
        if (event.type === 'message') delivered.push(event.message.id);
        if (event.type === 'counts') counted.splice(0).forEach((resolve) => resolve());
      }),
      app.realtime.subscribe(me, () => {}),
    );
    /** Resolves at the partner's next counts event. */
    const nextCounts = () => new Promise<void>((resolve) => counted.push(resolve));
    const send = (target: object) =>
      app.inject({
        method: 'POST',
        url: '/api/chat.php',
        headers: { 'x-request-type': 'client', cookie },
        payload: { ...target, kind: 'text', text: 'Hoi', client_id: randomUUID() },
      });
    const firstCounts = nextCounts();
    const first = await send({ profile: anna });
    expect(first.statusCode, first.body).toBe(200);
    await firstCounts;
    return { me, send, delivered, nextCounts, conversation: first.json().message.conversation as number };
  }

  /**
   * The statements of one send into the conversation, and what it answered. The counts statement is held until
   * the answer is in: the send answers without waiting for it, and publishes the counts once it is let through.
   */
  async function countedSend(chat: Awaited<ReturnType<typeof pair>>) {
    log.length = 0;
    let release = () => {};
    held.until = new Promise((resolve) => {
      release = resolve;
    });
    const counts = chat.nextCounts();
    const response = await chat.send({ conversation: chat.conversation });
    held.until = null;
    release();
    expect(response.statusCode, response.body).toBe(200);
    await counts;
    const statements = [...log];
    const { message, credits } = response.json() as { message: { id: number }; credits: number };
    expect(chat.delivered).toContain(message.id);
    return { statements, credits };
  }

  // The session (with the member's language and signup site; that site's prices are cached), the send itself
  // (locks, checks, message and debit in one statement, no BEGIN/COMMIT), and both members' new counts, which
  // the answer does not wait for.
  const expected = ['session-member', 'send-into-conversation', 'member-counts'];

  it('a paid text into a conversation: 3 statements, the send itself one, answered before the counts', async () => {
    const chat = await pair(50);
    const { statements, credits } = await countedSend(chat);
    console.log(`[round trips] paid text: ${statements.length}: ${statements.join(', ')}`);
    expect(statements).toEqual(expected);
    expect(credits).toBe(40);
    expect(await balanceAndLedger(db(), chat.me)).toEqual({ credits: 40, ledger: 40 });
  });

  it('a free text into a conversation (a site that prices messages at 0): the same 3', async () => {
    const chat = await pair(0, freeSite);
    const { statements, credits } = await countedSend(chat);
    console.log(`[round trips] free text: ${statements.length}: ${statements.join(', ')}`);
    expect(statements).toEqual(expected);
    expect(credits).toBe(0);
    const ledger = await db().query(`select 1 from credit_ledger where member_id = $1`, [chat.me]);
    expect(ledger.rows).toEqual([]);
  });
});
