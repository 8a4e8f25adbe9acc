import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDb } from '../../test/test-db.ts';
import { addTestMember } from '../../routes/profile/test-support.ts';
import { countPendingPushes } from '../../repositories/push-outbox.ts';
import { ensureVapidKeys } from '../../repositories/vapid-keys.ts';
import { deliverDuePushes } from './push-outbox.ts';
import { sendPush, type PushMessage } from './send-push.ts';
import { startTestPushService } from './test-push-service.ts';
import { outboxRetryDelayMs } from '../../lib/outbox-drainer.ts';

const message = (n: number): PushMessage => ({ title: `Anna ${n}`, body: 'Hoi', url: `/chats/${n}`, kind: 'new_messages' });

describe('the push outbox', () => {
  const db = useTestDb({ reference: true });
  let service: Awaited<ReturnType<typeof startTestPushService>>;
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const ctx = () => ({ db: db(), log });
  // A clock of its own, far from the real one: rows queued here are never due for another drainer.
  let clock = Date.parse('2030-01-01T12:00:00Z');
  const now = () => new Date(clock);
  // The local push service listens on loopback, which real deliveries refuse (send-push.test.ts).
  const options = () => ({ agent: service.agent, endpointAllowed: async () => true, now, timeoutMs: 2_000 });

  beforeAll(async () => {
    service = await startTestPushService();
    await ensureVapidKeys(db());
  });
  afterAll(async () => {
    await service.close();
  });

  const subscribe = async (memberId: number, path: string) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await db().query(`insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
      memberId,
      `${service.origin}${path}`,
      ecdh.getPublicKey().toString('base64url'),
      randomBytes(16).toString('base64url'),
    ]);
  };
  const subscriptionCount = async (memberId: number) =>
    Number((await db().query<{ n: string }>('select count(*) as n from push_subscriptions where member_id = $1', [memberId])).rows[0]!.n);
  const takenUnder = (prefix: string) => service.taken.filter((path) => path.startsWith(prefix));

  it('keeps every push while the push service is away for 10 minutes, and posts each exactly once when it is back', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/away/phone');
    await subscribe(memberId, '/away/laptop');
    service.mode = 'failing';
    for (const n of [1, 2, 3]) {
      expect(await sendPush(ctx(), memberId, message(n), options())).toEqual({ sent: 0, removed: 0, queued: 2, skipped: false });
    }
    expect(await countPendingPushes(db())).toBe(6);

    // A drainer round every 5 s of the outage, half of it failing with 503, half with the connection reset.
    const outageEnds = clock + 10 * 60_000;
    let failedTries = 0;
    for (; clock < outageEnds; clock += 5_000) {
      service.mode = clock < outageEnds - 5 * 60_000 ? 'failing' : 'reset';
      failedTries += (await deliverDuePushes(ctx(), options())).failed;
    }
    expect(takenUnder('/away')).toEqual([]);
    // Backoff, not a try per round: 2 s doubling, so about 8 tries per push in 10 minutes, not 120.
    expect(failedTries).toBeGreaterThan(6 * 4);
    expect(failedTries).toBeLessThan(6 * 12);

    service.mode = 'up';
    // Within the longest wait (5 minutes) of the service's return, every push is out, each once.
    for (const end = clock + outboxRetryDelayMs(99); clock <= end; clock += 5_000) await deliverDuePushes(ctx(), options());
    expect(takenUnder('/away').sort()).toEqual([...Array(3).fill('/away/laptop'), ...Array(3).fill('/away/phone')]);
    expect(await countPendingPushes(db())).toBe(0);
    // Later rounds post nothing again.
    clock += 60 * 60_000;
    expect(await deliverDuePushes(ctx(), options())).toEqual({ sent: 0, removed: 0, failed: 0, dropped: 0 });
    expect(takenUnder('/away')).toHaveLength(6);
  });

  it('removes a subscription the push service answers 404 or 410 for on a retry, with its queued pushes', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/gone/old-phone');
    await subscribe(memberId, '/missing/old-laptop');
    await subscribe(memberId, '/later/tablet');
    service.mode = 'failing';
    // The first try already removes the two gone subscriptions; the tablet's push waits.
    expect(await sendPush(ctx(), memberId, message(4), options())).toEqual({ sent: 0, removed: 2, queued: 1, skipped: false });
    expect(await subscriptionCount(memberId)).toBe(1);
    await db().query(`update push_subscriptions set endpoint = $2 where endpoint = $1`, [
      `${service.origin}/later/tablet`,
      `${service.origin}/gone/tablet`,
    ]);
    clock += outboxRetryDelayMs(1);
    expect(await deliverDuePushes(ctx(), options())).toEqual({ sent: 0, removed: 1, failed: 0, dropped: 0 });
    expect(await subscriptionCount(memberId)).toBe(0);
    expect(await countPendingPushes(db())).toBe(0);
  });

  it('lets two drainers at once post each push once (a claimed push is skipped, not waited for)', async () => {
    const memberId = await addTestMember(db());
    for (const device of ['a', 'b', 'c', 'd', 'e', 'f']) await subscribe(memberId, `/pair/${device}`);
    service.mode = 'failing';
    await sendPush(ctx(), memberId, message(5), options());
    service.mode = 'up';
    clock += outboxRetryDelayMs(1);
    const rounds = await Promise.all([1, 2, 3].map(() => deliverDuePushes(ctx(), { ...options(), limit: 2 })));
    await deliverDuePushes(ctx(), options());
    expect(takenUnder('/pair').sort()).toEqual(['/pair/a', '/pair/b', '/pair/c', '/pair/d', '/pair/e', '/pair/f']);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBeLessThanOrEqual(6);
  });

  it('bounds a try at a hung push service, keeps the push, and posts it once when the service answers again', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/hung/phone');
    service.mode = 'hung';
    const result = await sendPush(ctx(), memberId, message(6), { ...options(), timeoutMs: 200 });
    expect(result).toEqual({ sent: 0, removed: 0, queued: 1, skipped: false });
    service.mode = 'up';
    // Not before its backoff…
    expect(await deliverDuePushes(ctx(), options())).toMatchObject({ sent: 0 });
    clock += outboxRetryDelayMs(1);
    expect(await deliverDuePushes(ctx(), options())).toMatchObject({ sent: 1 });
    expect(takenUnder('/hung')).toEqual(['/hung/phone']);
  });

  it('gives up on a push that expired while the service was away, and on a refusal no retry fixes', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/stale/phone');
    await subscribe(memberId, '/refused/laptop');
    service.mode = 'failing';
    expect(await sendPush(ctx(), memberId, message(7), { ...options(), ttl: 60 })).toEqual({
      sent: 0,
      removed: 0,
      queued: 1,
      skipped: false,
    });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ memberId, kind: 'new_messages' }), 'push delivery given up');
    service.mode = 'up';
    clock += 61_000;
    expect(await deliverDuePushes(ctx(), options())).toEqual({ sent: 0, removed: 0, failed: 0, dropped: 1 });
    expect(takenUnder('/stale')).toEqual([]);
    expect(await countPendingPushes(db())).toBe(0);
    // The refused one is not a gone subscription: it stays.
    expect(await subscriptionCount(memberId)).toBe(2);
  });

  it('does not post a queued push to a subscription that moved to another member', async () => {
    const anna = await addTestMember(db());
    const bram = await addTestMember(db());
    await subscribe(anna, '/shared/browser');
    service.mode = 'failing';
    await sendPush(ctx(), anna, message(8), options());
    await db().query('update push_subscriptions set member_id = $1 where endpoint = $2', [bram, `${service.origin}/shared/browser`]);
    service.mode = 'up';
    clock += outboxRetryDelayMs(1);
    expect(await deliverDuePushes(ctx(), options())).toEqual({ sent: 0, removed: 0, failed: 0, dropped: 1 });
    expect(takenUnder('/shared')).toEqual([]);
  });
});
