import type { RootState } from '@dating/shared-kit';

/** How many API calls (queries and mutations of the one API slice) are in flight. */
export function selectPendingRequests(state: RootState): number {
  const pending = (entries: Record<string, { status?: string } | undefined>) =>
    Object.values(entries).filter((entry) => entry?.status === 'pending').length;
  return pending(state.api.queries) + pending(state.api.mutations);
}
