import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '../ui/visually-hidden/visually-hidden';
import { paymentsKitMessages } from './messages';
import { formatCountdown, useCountdown } from './use-countdown';

export interface CountdownProps {
  /** The instant the countdown runs to (ISO date-time); nothing is rendered without one or once it passed. */
  expires: string | null;
  className?: string;
}

const dayMs = 86_400_000;

/**
 * A ticking hh:mm:ss countdown in tabular figures. Screen readers get the end time once ("Valid until
 * 21:45") instead of a number that changes every second; the digits are hidden from them.
 */
export function Countdown({ expires, className }: CountdownProps) {
  const intl = useIntl();
  const left = useCountdown(expires);
  if (left === null || expires === null) return null;
  const end = Date.parse(expires);
  const time =
    end - Date.now() < dayMs
      ? intl.formatTime(end, { hour: '2-digit', minute: '2-digit' })
      : intl.formatDate(end, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return (
    <Digits className={className}>
      <span aria-hidden="true">{formatCountdown(left)}</span>
      <VisuallyHidden>{intl.formatMessage(paymentsKitMessages.validUntil, { time })}</VisuallyHidden>
    </Digits>
  );
}

const Digits = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
