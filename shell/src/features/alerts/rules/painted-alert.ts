import type { CurrentUser } from '@dating/shared-kit';
import {
  currentAlert,
  dismissibleAlerts,
  type AlertInput,
  type PushStatus,
  type SiteAlertId,
} from '../../../shared/site-alerts/alert-rules';
import type { AlertStateMirror } from '../../../shared/site-alerts/alert-state-cookie';

/** A browser that has not said anything about push: treated as one without push, so no push banner is painted. */
const pushUnknown: PushStatus = { capable: false, subscribed: false, permission: 'unsupported' };

/**
 * The inputs of `currentAlert` as the server has them for a painted page: the member from user.php and what
 * the browser mirrored into its cookie (`state`, undefined without the cookie). Where the server does not know,
 * it leaves a banner out rather than paint one the app would not show: dismissals unknown count as every
 * dismissible banner dismissed (a banner closed on this device is never painted again), push unknown as no
 * push, and the e-mail state (notifications.php, not asked for a painted page) as not blocked. The app keeps
 * the painted decision while the member stays on that page (painted-alert-pin.ts), so nothing moves either way.
 */
export function paintedAlertInput(user: CurrentUser | null | undefined, routeId: string, state: AlertStateMirror | undefined): AlertInput {
  return {
    user,
    routeId,
    push: state?.push ?? pushUnknown,
    emailBlocked: undefined,
    dismissed: new Set<SiteAlertId>(state?.dismissed ?? dismissibleAlerts),
  };
}

/** The banner the painted page shows above the page: the same rule as the app's, from the server's inputs. */
export function paintedAlert(
  user: CurrentUser | null | undefined,
  routeId: string,
  state: AlertStateMirror | undefined,
): SiteAlertId | undefined {
  return currentAlert(paintedAlertInput(user, routeId, state));
}
