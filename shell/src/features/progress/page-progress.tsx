import { useAppSelector, useNavigation } from '@dating/shared-kit';
import { ProgressBar } from '@dating/shared-kit/ui';
import { selectPendingRequests } from './select-pending-requests';
import { useProgress } from './use-progress';

/**
 * The thin bar at the top of the page while a route change or an API call takes long (
 * throttle 200 ms, duration 5 s). It is a labelled progressbar, so screen readers hear that the page is loading.
 */
export function PageProgress() {
  const navigating = useNavigation().state !== 'idle';
  const requesting = useAppSelector((state) => selectPendingRequests(state) > 0);
  const value = useProgress(navigating || requesting);
  return value === undefined ? null : <ProgressBar thin value={value} data-testid="page-progress" />;
}
