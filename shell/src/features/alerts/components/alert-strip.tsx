import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { BellIcon, CameraIcon } from '@dating/shared-kit';
import { Banner } from '@dating/shared-kit/ui';
import { alertMessages } from '../messages';
import { dismissibleAlerts, type SiteAlertId } from '../../../shared/site-alerts/alert-rules';
import { Stack } from './styles';

const banners = {
  'profile-photo': { text: alertMessages.profilePhotoText, action: alertMessages.profilePhotoAction, to: '/profile', icon: <CameraIcon /> },
  push: { text: alertMessages.pushText, action: alertMessages.pushAction, to: '/notifications', icon: <BellIcon /> },
  'disabled-notifications': {
    text: alertMessages.disabledText,
    action: alertMessages.disabledAction,
    to: '/notifications',
    icon: <BellIcon />,
  },
} as const;

/** The banners with a fixed text and a link (all but the activation reminder, which has its own action). */
export type LinkAlertId = keyof typeof banners;

/**
 * The labelled region the banner sits in, above the page. The app's banners and the server's painted copy of
 * them render this same markup, so the painted banner takes exactly the app's room.
 */
export function AlertRegion(props: ComponentProps<typeof Stack>) {
  const intl = useIntl();
  return <Stack aria-label={intl.formatMessage(alertMessages.region)} {...props} />;
}

/** One of the link banners; dismissible ones get their close button (`onDismiss`). */
export function LinkAlertBanner({ id, onDismiss }: { id: LinkAlertId; onDismiss: (id: SiteAlertId) => void }) {
  const intl = useIntl();
  const banner = banners[id];
  return (
    <Banner
      tone="info"
      icon={banner.icon}
      action={{ label: intl.formatMessage(banner.action), to: banner.to }}
      onClose={dismissibleAlerts.has(id) ? () => onDismiss(id) : undefined}
      closeLabel={intl.formatMessage(alertMessages.dismiss)}
    >
      {intl.formatMessage(banner.text)}
    </Banner>
  );
}
