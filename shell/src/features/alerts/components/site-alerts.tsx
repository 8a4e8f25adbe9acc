import { useEffect } from 'react';
import { useGetCurrentUserQuery, useLocation } from '@dating/shared-kit';
import { useShellAlertsEmailStateQuery } from '../api/alerts-api';
import { currentAlert, needsEmailState } from '../../../shared/site-alerts/alert-rules';
import type { PushStatus } from '../../../shared/site-alerts/alert-rules';
import { mirrorAlertState } from '../../../shared/site-alerts/alert-state-cookie';
import { dismissAlert, useDismissals } from '../rules/dismissals';
import { pinnedAlert, releasePinnedAlert } from '../rules/painted-alert-pin';
import { ActivationReminder } from './activation-reminder';
import { AlertRegion, LinkAlertBanner } from './alert-strip';

interface SiteAlertsProps {
  /** Route id of the page below; each banner has routes it stays away from. */
  routeId: string;
  push: PushStatus;
}

/**
 * The warning banners of the default layout, for logged-in members only: one compact strip at a
 * time, the first that applies; dismissing it lets the next one through on the next render. On a page the
 * server painted, the painted banner stays until the member leaves that page (painted-alert-pin.ts).
 */
export function SiteAlerts({ routeId, push }: SiteAlertsProps) {
  const { data: session } = useGetCurrentUserQuery();
  const { pathname } = useLocation();
  const user = session?.user;
  const dismissed = useDismissals();
  // Mail being blocked only matters when nothing else already triggers that banner.
  const { data: emailState } = useShellAlertsEmailStateQuery(undefined, { skip: !needsEmailState(user, routeId, dismissed) });
  // The gateway paints a member's banner from this cookie: kept in step with this device's dismissals (a
  // cookie missing or older than the storage, e.g. from before the mirror existed, is brought up to date here).
  const member = Boolean(user);
  useEffect(() => {
    if (member) mirrorAlertState({ dismissed: [...dismissed] });
  }, [member, dismissed]);
  // Logged out: nothing painted for a member applies any more (idempotent, so safe during render).
  if (session?.user === null) releasePinnedAlert();
  const pinned = pinnedAlert(pathname);
  if (!user) return null;
  const id = pinned ? pinned.alert : currentAlert({ user, routeId, push, emailBlocked: emailState?.email_blocked, dismissed });
  if (id === undefined) return null;

  return (
    <AlertRegion data-alert={id}>
      {id === 'activation' ? <ActivationReminder /> : <LinkAlertBanner id={id} onDismiss={dismissAlert} />}
    </AlertRegion>
  );
}
