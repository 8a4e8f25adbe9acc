import styled from 'styled-components';
import { useGetCurrentUserQuery, useLocation } from '@dating/shared-kit';
import type { AlertStateMirror } from '../../../shared/site-alerts/alert-state-cookie';
import { paintedAlert } from '../rules/painted-alert';
import { paintedAlertAttribute, paintedAlertPathAttribute } from '../rules/painted-alert-pin';
import { ActivationBanner, smartphoneQuery } from './activation-reminder';
import { AlertRegion, LinkAlertBanner } from './alert-strip';

/** On a phone, right after sign-up, the app opens the reminder as a modal (over the page, not above it). */
const PaintedRegion = styled(AlertRegion)`
  &[data-signup-complete] {
    @media ${smartphoneQuery} {
      display: none;
    }
  }
`;

// The painted close button does nothing: the app takes over the page before a member can use it.
const paintedDismiss = () => undefined;

/**
 * The banner above a member's painted page (shell/src/prepaint): the one `currentAlert` picks from what the
 * server knows (painted-alert.ts), as SiteAlerts' markup, without the hooks only a browser can run. The region
 * is there even without a banner (then empty, so not displayed): it tells the app what was painted, and the
 * app keeps that decision while the member stays on this page (painted-alert-pin.ts).
 */
export function PaintedAlerts({ routeId, state }: { routeId: string; state: AlertStateMirror | undefined }) {
  const { data: session } = useGetCurrentUserQuery();
  const { pathname, search } = useLocation();
  const id = paintedAlert(session?.user, routeId, state);
  const marker = { [paintedAlertAttribute]: id ?? '', [paintedAlertPathAttribute]: pathname };
  return (
    <PaintedRegion
      {...marker}
      data-signup-complete={(id === 'activation' && new URLSearchParams(search).has('api_signup_complete')) || undefined}
    >
      {id === 'activation' ? <ActivationBanner /> : id !== undefined ? <LinkAlertBanner id={id} onDismiss={paintedDismiss} /> : null}
    </PaintedRegion>
  );
}
