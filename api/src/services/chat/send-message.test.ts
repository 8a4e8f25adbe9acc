import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db, QueryOptions } from '../../db/db.ts';
import { createMemoryBus } from '../../realtime/memory-bus.ts';
import { balanceAndLedger, chatMember } from '../../routes/chat/test-chat.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { ChatContext } from './chat-context.ts';
import { sendMessage } from './send-message.ts';

/**
 * A database whose client_id lookups (the send's first lock) miss the first `misses` times, as when another API
 * instance commits the same send while we wait for the sender's lock: the insert then meets the unique index.
 */
function missingLookups(db: Db, misses: number): Db {
  let left = misses;
  const wrap = (inner: Db): Db => ({
    engine: inner.engine,
    query: async <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      const result = await inner.query<T>(sql, params, options);
      if (options?.name?.startsWith('lock-to-send') && left > 0) {
        left--;
        return { rows: result.rows.map((row) => ({ ...row, earlier_id: null })) };
      }
      return result;
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}

describe('sendMessage when the same client_id commits elsewhere first', () => {
  const { db, dataDir } = useTestApp();

  it('rolls back on the unique violation and answers the stored message, charged once', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const ctx = (database: Db): ChatContext => ({
      db: database,
      realtime: createMemoryBus(),
      log: { warn: () => {}, info: () => {}, error: () => {} },
      now: new Date(),
      settings: { cdn_prefix: '/media/', message_credits: 5, photo_credits: 10, gift_credits: 20, message_length: 1000 },
      dataDir: dataDir(),
      locale: 'nl',
    });
    const clientId = randomUUID();
    const body = { profile: anna, kind: 'text' as const, text: 'Hoi', client_id: clientId };
    const winner = await sendMessage(ctx(db()), { senderId: me, body, image: null });
    expect(winner.credits).toBe(45);

    // The lookup under the sender's lock (a text send's only one before the insert) misses: the insert hits
    // (sender_id, client_id), and the lookup after the rollback finds the winner.
    const loser = await sendMessage(ctx(missingLookups(db(), 1)), { senderId: me, body, image: null });
    expect(loser).toEqual(winner);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 45, ledger: 45 });
    const count = await db().query<{ count: number }>(`select count(*) as count from messages where sender_id = $1`, [me]);
    expect(count.rows[0]!.count).toBe(1);
  });
});
