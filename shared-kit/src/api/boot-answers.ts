/**
 * API answers the gateway fetched while it made the page and wrote into it (shell/server/boot-head), so the
 * page's first calls are answered without a round trip after the scripts ran. The shell hands them over at
 * boot; the site's one base query (base-query.ts) gives each to the first identical GET, once, and only
 * shortly after the page was made: later the member expects what the API says now.
 */

/** How long after the page was made an answer written into it may stand in for the API's. */
export const BOOT_ANSWER_TTL_MS = 30_000;

interface Stored {
  body: unknown;
  until: number;
}

const answers = new Map<string, Stored>();

/**
 * One key per GET: the path with its query parameters sorted, empty and undefined ones left out, so
 * `{ page: 1, min_age: 18 }` and `{ min_age: '18', page: '1' }` name the same call on both sides.
 */
export function callKey(path: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}

/** Keeps the page's answers (by callKey) for their first asker; anything that is not an object is ignored. */
export function provideBootAnswers(given: unknown, now = Date.now()): void {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return;
  for (const [key, body] of Object.entries(given)) answers.set(key, { body, until: now + BOOT_ANSWER_TTL_MS });
}

/** The page's answer to this call, handed out once; undefined when there is none or it is too old. */
export function takeBootAnswer(key: string, now = Date.now()): { body: unknown } | undefined {
  const stored = answers.get(key);
  if (!stored) return undefined;
  answers.delete(key);
  return now <= stored.until ? { body: stored.body } : undefined;
}
