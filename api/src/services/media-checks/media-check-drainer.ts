import { outboxRetryDelayMs } from '../../lib/outbox-drainer.ts';
import {
  claimMediaChecks,
  dropMediaCheck,
  finishMediaCheck,
  type MediaCheckKind,
  retryMediaCheck,
} from '../../repositories/media-checks.ts';
import { checkPicture, type PictureCheckDeps } from './check-picture.ts';

/**
 * How long a claimed check is kept from other drainers: longer than one check may take (the classifier's and the
 * face check's 90 s bounds, a first model load included), so a live drainer never loses its row to another.
 */
export const MEDIA_CHECK_LEASE_MS = 3 * 60_000;
/** Tries before a check is given up (kept with dropped_at): with the backoff (2 s doubling to 5 min), about 25 minutes of a checker's absence. */
export const MEDIA_CHECK_MAX_ATTEMPTS = 12;

export interface MediaCheckDrainer {
  /** Checks every due picture now, one at a time, until none is due or the checker gives no verdict. */
  drain(): Promise<void>;
  /** A picture was queued here: drain soon, without waiting for the next poll. */
  nudge(): void;
  /** Stops polling and waits for the check under way. */
  stop(): Promise<void>;
}

/**
 * The API process's side of the picture checks: it claims queued checks (one at a time, under a lease, skipping rows
 * another instance holds), hands each picture to the checker process and records the outcome. No verdict (a crashed,
 * stuck or absent checker) ends the round and puts the check off by the outboxes' backoff (2 s doubling), so a
 * checker restarting after a crash is not hammered and nothing is lost; after MEDIA_CHECK_MAX_ATTEMPTS tries it is
 * given up and the picture stays as an unchecked one (a photo under inspection, a chat image blurred for its receiver).
 * Only the kinds with a checker are claimed: with FACE_CHECK=off, selfie checks wait for an instance that has one.
 */
export function mediaCheckDrainer(deps: PictureCheckDeps, { pollMs }: { pollMs: number }): MediaCheckDrainer {
  const kinds: MediaCheckKind[] = [
    ...(deps.pictures ? (['photo', 'chat_image'] as const) : []),
    ...(deps.faces ? (['selfie'] as const) : []),
  ];
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const round = async () => {
    while (!stopped) {
      const claimedAt = deps.now();
      const [check] = await claimMediaChecks(deps.db, claimedAt, new Date(claimedAt.getTime() + MEDIA_CHECK_LEASE_MS), 1, kinds);
      if (!check) return;
      let outcome;
      let failure = 'no verdict';
      try {
        outcome = await checkPicture(deps, check);
      } catch (error) {
        outcome = 'no_verdict' as const;
        failure = String(error);
        deps.log.error({ err: error, check }, 'picture check failed');
      }
      if (outcome === 'checked') {
        await finishMediaCheck(deps.db, check.id);
        continue;
      }
      const at = deps.now();
      if (check.attempts >= MEDIA_CHECK_MAX_ATTEMPTS) {
        deps.log.warn({ check }, 'picture check given up: the picture stays unchecked');
        await dropMediaCheck(deps.db, check.id, at, failure);
      } else await retryMediaCheck(deps.db, check.id, new Date(at.getTime() + outboxRetryDelayMs(check.attempts)), failure);
      return;
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      // A round under way may already have passed the new row's claim: one more round follows it.
      again = true;
      return running;
    }
    if (kinds.length === 0 || stopped) return Promise.resolve();
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) => deps.log.error({ err: error }, 'picture checks: a round failed'));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const timer = pollMs > 0 && kinds.length > 0 ? setInterval(() => void drain(), pollMs) : null;
  // The poll alone never keeps the process alive.
  timer?.unref();
  return {
    drain,
    nudge: () => void drain(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
