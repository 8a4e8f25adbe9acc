import { useEffect } from 'react';
import { coreApi, selectLoggedOutByServer, serverLogoutAcknowledged, useAppDispatch, useAppSelector } from '@dating/shared-kit';

/**
 * After an `authentication_required` the member is shown as logged out at once (useCurrentUser
 * reads the session flag) and user.php is asked again. Should it still know the member (the 403 came
 * from a stale request), the flag is cleared and the member stays logged in.
 */
export function useSessionLossRefetch(): void {
  const dispatch = useAppDispatch();
  const lost = useAppSelector(selectLoggedOutByServer);
  useEffect(() => {
    if (!lost) return;
    const request = dispatch(coreApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    void request.then((result) => {
      if (result.data?.user) dispatch(serverLogoutAcknowledged());
    });
  }, [dispatch, lost]);
}
