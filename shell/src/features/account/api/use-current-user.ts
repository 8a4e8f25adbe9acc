import { selectLoggedOutByServer, useAppSelector, useGetCurrentUserQuery } from '@dating/shared-kit';
import type { CurrentUser } from '@dating/shared-kit';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first answer of user.php, so pages do not flash the visitor view. */
  isLoading: boolean;
}

/**
 * The logged-in member, or null. Once the API has said `authentication_required` (spec 8) the member
 * counts as logged out right away, even before the refetched user.php answers.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetCurrentUserQuery();
  const loggedOutByServer = useAppSelector(selectLoggedOutByServer);
  return { user: loggedOutByServer ? null : (data?.user ?? null), isLoading };
}
