import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox, outboxRetryDelayMs, startOutboxDrainer, type OutboxQueue, type OutboxRow } from './outbox-drainer.ts';

type Outcome = 'sent' | 'failed' | 'dropped';
const at = Date.parse('2030-01-01T12:00:00Z');
const now = () => new Date(at);

/** An outbox in memory: rows whose id is in `failing` throw on send; the rest are sent. */
function memoryQueue(rows: OutboxRow[], failing: number[] = [], onFailure: Outcome = 'failed') {
  const log: string[] = [];
  const claims: Array<{ claimedAt: Date; leaseUntil: Date; limit: number }> = [];
  const retries: Array<{ id: number; retryAt: Date; error: unknown }> = [];
  const queue: OutboxQueue<OutboxRow, Outcome> = {
    claim: async (claimedAt, leaseUntil, limit) => {
      claims.push({ claimedAt, leaseUntil, limit });
      return rows.slice(0, limit);
    },
    send: async (row) => {
      log.push(`start ${row.id}`);
      await Promise.resolve();
      log.push(`end ${row.id}`);
      if (failing.includes(row.id)) throw new Error(`refused ${row.id}`);
      return 'sent';
    },
    failed: async (row, error, retryAt) => {
      retries.push({ id: row.id, retryAt, error });
      return onFailure;
    },
  };
  return { queue, log, claims, retries };
}

describe('drainOutbox', () => {
  it('claims under a lease, tries each row once and counts the outcomes', async () => {
    const { queue, claims, retries } = memoryQueue(
      [
        { id: 1, attempts: 1 },
        { id: 2, attempts: 3 },
        { id: 3, attempts: 1 },
      ],
      [2],
    );
    const counts = await drainOutbox(queue, { now, leaseMs: 60_000, limit: 3 }, { sent: 0, failed: 0, dropped: 0 });
    expect(counts).toEqual({ sent: 2, failed: 1, dropped: 0 });
    expect(claims).toEqual([{ claimedAt: new Date(at), leaseUntil: new Date(at + 60_000), limit: 3 }]);
    // The third try of row 2 waits 8 s for the fourth.
    expect(retries).toEqual([{ id: 2, retryAt: new Date(at + 8_000), error: new Error('refused 2') }]);
  });

  it('lets the outbox give a failed row up instead of retrying it', async () => {
    const { queue } = memoryQueue([{ id: 1, attempts: 9 }], [1], 'dropped');
    expect(await drainOutbox(queue, { now, leaseMs: 1, limit: 5 }, { sent: 0, failed: 0, dropped: 0 })).toEqual({
      sent: 0,
      failed: 0,
      dropped: 1,
    });
  });

  it('tries rows one after another, or all at once when asked', async () => {
    const rows = [
      { id: 1, attempts: 1 },
      { id: 2, attempts: 1 },
    ];
    const oneByOne = memoryQueue(rows);
    await drainOutbox(oneByOne.queue, { now, leaseMs: 1, limit: 5 }, { sent: 0, failed: 0, dropped: 0 });
    expect(oneByOne.log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    const atOnce = memoryQueue(rows);
    await drainOutbox(atOnce.queue, { now, leaseMs: 1, limit: 5, parallel: true }, { sent: 0, failed: 0, dropped: 0 });
    expect(atOnce.log).toEqual(['start 1', 'start 2', 'end 1', 'end 2']);
  });

  it('passes a failure to record a failed try on to the round', async () => {
    const { queue } = memoryQueue([{ id: 1, attempts: 1 }], [1]);
    queue.failed = async () => {
      throw new Error('database away');
    };
    await expect(drainOutbox(queue, { now, leaseMs: 1, limit: 5 }, { sent: 0, failed: 0, dropped: 0 })).rejects.toThrow('database away');
  });
});

describe('outboxRetryDelayMs', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    expect([0, 1, 2, 3, 4].map(outboxRetryDelayMs)).toEqual([2_000, 2_000, 4_000, 8_000, 16_000]);
    expect(outboxRetryDelayMs(20)).toBe(300_000);
  });
});

describe('startOutboxDrainer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one round at a time, reports a failed round, and its stop waits for the round under way', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const round = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = round.mock.calls.length === 2 ? () => reject(new Error('round failed')) : resolve;
        }),
    );
    const onError = vi.fn();
    const stop = startOutboxDrainer(round, { intervalMs: 1_000, onError });
    await vi.advanceTimersByTimeAsync(3_000);
    // The first round has not finished: the ticks meanwhile start none.
    expect(round).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(round).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(new Error('round failed'));
    expect(round).toHaveBeenCalledTimes(3);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(round).toHaveBeenCalledTimes(3);
  });
});
