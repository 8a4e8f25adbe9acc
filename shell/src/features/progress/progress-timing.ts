/** The progress bar shows only for work that takes longer than 200 ms... */
export const progressThrottleMs = 200;
/** ...and fills over 5 s. */
export const progressDurationMs = 5000;
/** Highest value while work is still going on: the last stretch is left for the moment it is done. */
export const progressCeiling = 90;

/** The bar's value (0-90) after `elapsedMs` of visible progress: fast at first, easing out over 5 s. */
export function progressValue(elapsedMs: number, durationMs = progressDurationMs): number {
  const t = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.round(progressCeiling * (1 - (1 - t) * (1 - t)));
}
