/** Prints how long a fault took to show or to recover from: the figures of the faults table in the README. */
export function measured(what: string, since: number): void {
  console.log(`[faults] ${what}: ${Date.now() - since} ms`);
}
