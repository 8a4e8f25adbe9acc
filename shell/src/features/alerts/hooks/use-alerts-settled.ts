import { selectApiReachable, useAppSelector, useGetCurrentUserQuery } from '@dating/shared-kit';
import { useShellAlertsEmailStateQuery } from '../api/alerts-api';
import { needsEmailState } from '../../../shared/site-alerts/alert-rules';
import { useDismissals } from '../rules/dismissals';

/**
 * True once the banner above the page is decided: the session is known and, when the banner depends on it,
 * so is the e-mail state. The layout shows the page only then, so a banner never arrives above content
 * already on screen and pushes it down (layout shift). A failed call counts as known: an error never holds
 * the page back, and neither does an API that does not answer at all (its retries would keep the page blank
 * for seconds; the page shows what it can, with the "temporarily unavailable" notice above it).
 */
export function useAlertsSettled(routeId: string): boolean {
  const session = useGetCurrentUserQuery();
  const dismissed = useDismissals();
  // The banner's own query, same cache entry: no extra request.
  const emailState = useShellAlertsEmailStateQuery(undefined, { skip: !needsEmailState(session.data?.user, routeId, dismissed) });
  const apiReachable = useAppSelector(selectApiReachable);
  return !apiReachable || (!session.isLoading && !emailState.isLoading);
}
