import { useGetCurrentUserQuery } from '../api/core-api';
import type { CurrentUser } from '../api/contracts';
import { useAppSelector } from '../store/hooks';
import { selectLoggedOutByServer } from './session-slice';

export interface Session {
  /** The logged-in member, or null for a visitor. */
  user: CurrentUser | null;
  /** True until the first answer of user.php, so pages do not flash the visitor view. */
  isLoading: boolean;
}

/**
 * The session every app reads (GET /api/user.php, the kit's `getCurrentUser`). Once the API has said
 * `authentication_required` the member counts as logged out right away, even before the
 * refetched user.php answers.
 */
export function useSession(): Session {
  const { data, isLoading } = useGetCurrentUserQuery();
  const loggedOutByServer = useAppSelector(selectLoggedOutByServer);
  return { user: loggedOutByServer ? null : (data?.user ?? null), isLoading };
}

/**
 * The member's credit balance, from the session (user.php carries `credits`; tagged Credits, so a
 * purchase that invalidates Credits refreshes it). Undefined for a visitor or while loading.
 */
export function useCreditBalance(): number | undefined {
  return useSession().user?.credits;
}
