import { serverLogoutAcknowledged, sessionUserReceived } from '@dating/shared-kit';
import type { AppDispatch, CurrentUser } from '@dating/shared-kit';

/**
 * Puts the member a login, reset or logout answered with straight into the user cache, so the top bar
 * changes at once instead of after the refetch that the endpoint's tags trigger as well.
 */
export function storeSessionUser(dispatch: AppDispatch, user: CurrentUser | null): void {
  dispatch(sessionUserReceived({ user }));
  // A fresh session supersedes an earlier "logged out by the server".
  if (user) dispatch(serverLogoutAcknowledged());
}
