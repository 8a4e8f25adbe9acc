import { useIntl } from 'react-intl';
import { BellIcon, CameraIcon, useGetCurrentUserQuery } from '@dating/shared-kit';
import { Banner } from '@dating/shared-kit/ui';
import { useShellAlertsEmailStateQuery } from '../api/alerts-api';
import { alertMessages } from '../messages';
import { currentAlert, dismissibleAlerts, needsEmailState } from '../rules/alert-rules';
import type { PushStatus } from '../rules/alert-rules';
import { dismissAlert, useDismissals } from '../rules/dismissals';
import { ActivationReminder } from './activation-reminder';
import { Stack } from './styles';

const banners = {
  'profile-photo': { text: alertMessages.profilePhotoText, action: alertMessages.profilePhotoAction, to: '/profile', icon: <CameraIcon /> },
  push: { text: alertMessages.pushText, action: alertMessages.pushAction, to: '/notifications', icon: <BellIcon /> },
  'disabled-notifications': { text: alertMessages.disabledText, action: alertMessages.disabledAction, to: '/notifications', icon: <BellIcon /> },
} as const;

interface SiteAlertsProps {
  /** Route id of the page below; each banner has routes it stays away from. */
  routeId: string;
  push: PushStatus;
}

/**
 * The warning banners of the default layout (spec 4), for logged-in members only: one compact strip at a
 * time, the first that applies; dismissing it lets the next one through on the next render.
 */
export function SiteAlerts({ routeId, push }: SiteAlertsProps) {
  const intl = useIntl();
  const { data: session } = useGetCurrentUserQuery();
  const user = session?.user;
  const dismissed = useDismissals();
  // Mail being blocked only matters when nothing else already triggers that banner.
  const { data: emailState } = useShellAlertsEmailStateQuery(undefined, { skip: !needsEmailState(user, routeId, dismissed) });
  const id = currentAlert({ user, routeId, push, emailBlocked: emailState?.email_blocked, dismissed });
  if (id === undefined) return null;


  const banner = id === 'activation' ? null : banners[id];
  return (
    <Stack aria-label={intl.formatMessage(alertMessages.region)} data-alert={id}>
      {banner === null ? (
        <ActivationReminder />
      ) : (
        <Banner
          tone="info"
          icon={banner.icon}
          action={{ label: intl.formatMessage(banner.action), to: banner.to }}
          onClose={dismissibleAlerts.has(id) ? () => dismissAlert(id) : undefined}
          closeLabel={intl.formatMessage(alertMessages.dismiss)}
        >
          {intl.formatMessage(banner.text)}
        </Banner>
      )}
    </Stack>
  );
}
