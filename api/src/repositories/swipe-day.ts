import type { Db } from '../db/db.ts';

/** The swipe game's day is the calendar day of the site's time zone, not UTC (4 likes per day). */
export const SWIPE_TIME_ZONE = 'Europe/Amsterdam';

export interface SwipeDay {
  start: Date;
  /** Next midnight in SWIPE_TIME_ZONE. */
  resetsAt: Date;
}

/** Today's bounds by the database clock, the same clock that stamps like_events.created_at. */
export async function currentSwipeDay(db: Db): Promise<SwipeDay> {
  const { rows } = await db.query<{ start: Date; resets_at: Date }>(
    `select (date_trunc('day', now() at time zone $1) at time zone $1) as start,
            ((date_trunc('day', now() at time zone $1) + interval '1 day') at time zone $1) as resets_at`,
    [SWIPE_TIME_ZONE],
  );
  const row = rows[0];
  if (!row) throw new Error('no swipe day');
  return { start: row.start, resetsAt: row.resets_at };
}
