import { trackingStorage } from '@dating/shared-kit';
import { startPageBounceLogging } from './page-bounce-logging';

/**
 * Runs once when the site opens: stores the visit's tracking parameters (network, ref, sub1-3, utm_*,
 * click ids; see trackingKeys in the kit) for signup, and starts page-bounce logging when `lb` is set.
 */
export function startTracking(search: string = window.location.search): void {
  trackingStorage.capture(search);
  startPageBounceLogging(search);
}
