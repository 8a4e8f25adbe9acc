import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetCurrentUserQuery } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';
import { useShellAlertsEmailStateQuery } from '../api/alerts-api';
import { alertMessages } from '../messages';
import { dismissibleAlerts, hiddenOnRoutes, visibleAlerts } from '../rules/alert-rules';
import type { PushStatus, SiteAlertId } from '../rules/alert-rules';
import { readDismissals, storeDismissal } from '../rules/dismissals';
import { ActivationReminder } from './activation-reminder';
import { Actions, Stack } from './styles';

const banners = {
  'profile-photo': { text: alertMessages.profilePhotoText, action: alertMessages.profilePhotoAction, to: '/profile' },
  push: { text: alertMessages.pushText, action: alertMessages.pushAction, to: '/notifications' },
  'disabled-notifications': { text: alertMessages.disabledText, action: alertMessages.disabledAction, to: '/notifications' },
} as const;

interface SiteAlertsProps {
  /** Route id of the page below; each banner has routes it stays away from. */
  routeId: string;
  push: PushStatus;
}

/** The warning banners of the default layout (spec 4), for logged-in members only. */
export function SiteAlerts({ routeId, push }: SiteAlertsProps) {
  const intl = useIntl();
  const { data: session } = useGetCurrentUserQuery();
  const user = session?.user;
  const [dismissed, setDismissed] = useState(readDismissals);
  // Mail being blocked only matters when nothing else already triggers that banner.
  const needsEmailState =
    Boolean(user) &&
    user?.notifications_disabled.length === 0 &&
    !dismissed.has('disabled-notifications') &&
    !hiddenOnRoutes['disabled-notifications'].includes(routeId);
  const { data: emailState } = useShellAlertsEmailStateQuery(undefined, { skip: !needsEmailState });
  const ids = visibleAlerts({ user, routeId, push, emailBlocked: emailState?.email_blocked, dismissed });
  if (ids.length === 0) return null;

  const dismiss = (id: SiteAlertId) => {
    storeDismissal(id);
    setDismissed(readDismissals());
  };

  return (
    <Stack aria-label={intl.formatMessage(alertMessages.region)}>
      {ids.map((id) => {
        if (id === 'activation') return <ActivationReminder key={id} />;
        const banner = banners[id];
        return (
          <Alert
            key={id}
            tone="info"
            data-alert={id}
            onDismiss={dismissibleAlerts.has(id) ? () => dismiss(id) : undefined}
            dismissLabel={intl.formatMessage(alertMessages.dismiss)}
          >
            <p>{intl.formatMessage(banner.text)}</p>
            <Actions>
              <Button as={Link} to={banner.to} size="sm" variant="secondary">
                {intl.formatMessage(banner.action)}
              </Button>
            </Actions>
          </Alert>
        );
      })}
    </Stack>
  );
}
