/** A YYYY-MM-DD string as a real calendar date (no 31 February), or null. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number; date: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day, date } : null;
}

/** Whole years on `today` (UTC), birthday counted on the day itself. */
export function ageOn(year: number, month: number, day: number, today: Date): number {
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}
