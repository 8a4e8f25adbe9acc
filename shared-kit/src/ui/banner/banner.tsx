import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons/check-icon';
import { CloseIcon } from '../../icons/close-icon';
import { InfoIcon } from '../../icons/info-icon';
import { WarningIcon } from '../../icons/warning-icon';
import { kitMessages } from '../kit-messages';
import { BannerActionButton, BannerActionLink, BannerClose, BannerIcon, BannerMain, BannerRoot, BannerText } from './styles';
import type { BannerProps, BannerTone } from './types';

const toneIcons: Record<BannerTone, () => React.JSX.Element> = {
  info: () => <InfoIcon />,
  success: () => <CheckIcon />,
  warning: () => <WarningIcon />,
  danger: () => <WarningIcon />,
};

/**
 * The compact alert strip (activation, notifications off, photo, push). No live-region role on
 * purpose: a banner is standing page content, shown on arrival, not news; announcing it would
 * talk over the route announcer, and the page's own role=status message must stay the only one.
 */
export function Banner({ tone, icon, children, action, onClose, closeLabel }: BannerProps) {
  const intl = useIntl();
  return (
    <BannerRoot $tone={tone} data-tone={tone}>
      <BannerIcon data-banner-icon="" aria-hidden="true">
        {icon ?? toneIcons[tone]()}
      </BannerIcon>
      <BannerMain>
        <BannerText>{children}</BannerText>
        {action ? (
          action.to !== undefined ? (
            <BannerActionLink to={action.to} onClick={action.onClick}>
              {action.label}
            </BannerActionLink>
          ) : (
            <BannerActionButton type="button" onClick={action.onClick}>
              {action.label}
            </BannerActionButton>
          )
        ) : null}
      </BannerMain>
      {onClose ? (
        <BannerClose type="button" aria-label={closeLabel ?? intl.formatMessage(kitMessages.alertDismiss)} onClick={onClose}>
          <CloseIcon size={20} />
        </BannerClose>
      ) : null}
    </BannerRoot>
  );
}
