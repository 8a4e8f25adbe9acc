import type { IntlShape } from 'react-intl';

/** Calendar days between two dates in the browser's time zone (0 = same day, 1 = `date` was yesterday). */
export function daysBetween(date: Date, now: Date): number {
  const start = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  return Math.round((start(now) - start(date)) / 86_400_000);
}

/** A list row's time: the clock today, "yesterday", the weekday this week, else the date (active locale). */
export function formatListTime(intl: IntlShape, iso: string, yesterday: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
  if (days === 1) return yesterday;
  if (days < 7) return intl.formatDate(date, { weekday: 'short' });
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: days > 300 ? 'numeric' : undefined });
}

/** The clock time under a group of bubbles. */
export function formatClock(intl: IntlShape, iso: string): string {
  return intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit' });
}
