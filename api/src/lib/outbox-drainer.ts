/**
 * The loop the mail outbox and the push outbox share: claim the due rows under a lease (so no other drainer or
 * API instance takes them meanwhile), try each once, and on a failure let the outbox decide between another try
 * after outboxRetryDelayMs and giving up. What a row is, how it is sent and what a failure means stay each
 * outbox's own.
 */

/** A claimed outbox row: its id and the tries so far, this one included. */
export interface OutboxRow {
  id: number;
  attempts: number;
}

export interface OutboxQueue<Row extends OutboxRow, Outcome extends string> {
  /** Takes up to `limit` due rows for this drainer, leased until `leaseUntil`. */
  claim: (claimedAt: Date, leaseUntil: Date, limit: number) => Promise<Row[]>;
  /** Tries `row` once and records the result; resolves with what became of it, throws when the try failed. */
  send: (row: Row) => Promise<Outcome>;
  /** Records a failed try: another at `retryAt` (the backoff's next time), or given up; resolves with which. */
  failed: (row: Row, error: unknown, retryAt: Date) => Promise<Outcome>;
}

export interface DrainOptions {
  now: () => Date;
  /** How long a claimed row is kept from other drainers: longer than one try may take. */
  leaseMs: number;
  limit: number;
  /** Try the claimed rows at once (independent services, e.g. push endpoints) rather than one after another (one SMTP connection). */
  parallel?: boolean;
}

/** Waits between tries: 2 s doubling to at most 5 minutes, so a row goes out within 5 minutes of its service's return. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

/**
 * One round: the due rows are tried once each and counted by outcome in `counts`. A row is tried once per claim;
 * only a crash between its service's acceptance and the record can try it again (after the lease), never two
 * drainers at once.
 */
export async function drainOutbox<Row extends OutboxRow, Outcome extends string>(
  queue: OutboxQueue<Row, Outcome>,
  options: DrainOptions,
  counts: Record<Outcome, number>,
): Promise<Record<Outcome, number>> {
  const claimedAt = options.now();
  const rows = await queue.claim(claimedAt, new Date(claimedAt.getTime() + options.leaseMs), options.limit);
  const tryOne = async (row: Row) => {
    let outcome: Outcome;
    try {
      outcome = await queue.send(row);
    } catch (error) {
      outcome = await queue.failed(row, error, new Date(options.now().getTime() + outboxRetryDelayMs(row.attempts)));
    }
    counts[outcome] += 1;
  };
  if (options.parallel) await Promise.all(rows.map(tryOne));
  else for (const row of rows) await tryOne(row);
  return counts;
}

/**
 * Runs `round` every `intervalMs`, one round at a time (a slow round is not overlapped by the next); a round's
 * failure goes to `onError`. Returns the stop, which waits for the round under way.
 */
export function startOutboxDrainer(
  round: () => Promise<unknown>,
  { intervalMs, onError }: { intervalMs: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = round()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  // The drainer alone never keeps the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
