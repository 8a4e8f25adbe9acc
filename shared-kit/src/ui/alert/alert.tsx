import { useIntl } from 'react-intl';
import { CloseButton } from '../internal/close-button';
import { kitMessages } from '../kit-messages';
import { AlertBody, AlertRoot, AlertTitle } from './styles';
import type { AlertProps } from './types';

/**
 * Inline message. Danger and warning interrupt (role=alert); info and success wait their turn
 * (role=status), so routine confirmations do not cut off what a screen reader is saying.
 */
export function Alert({ tone = 'info', title, children, onDismiss, dismissLabel, ...rest }: AlertProps) {
  const intl = useIntl();
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <AlertRoot role={urgent ? 'alert' : 'status'} $tone={tone} {...rest}>
      <AlertBody>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children}
      </AlertBody>
      {onDismiss ? <CloseButton label={dismissLabel ?? intl.formatMessage(kitMessages.alertDismiss)} onClick={onDismiss} /> : null}
    </AlertRoot>
  );
}
