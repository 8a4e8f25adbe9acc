/**
 * Caps a counter for display: 100 with the default max gives "99+" (spec: unread badge caps at 99+).
 * Negative and fractional input is clamped and floored so a bad API value never shows "-1".
 */
export function formatBadgeCount(count: number, max = 99): string {
  const safe = Math.max(0, Math.floor(count));
  return safe > max ? `${max}+` : String(safe);
}
