/** Stands in for `@module-federation/retry-plugin` in the monolith build: there is no remote to retry. */
export function RetryPlugin(): { name: string } {
  return { name: 'retry-plugin' };
}
