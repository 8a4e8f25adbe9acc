/** Wait before recovery try number `attempt` (0-based): 1 s, doubling, at most 30 s. */
export function recoveryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
