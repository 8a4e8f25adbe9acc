import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@dating/shared-kit';
import { chipLinkCss } from './chip-styles';
import { topBarMessages as m } from './messages';

const Chip = styled(Link)`
  ${chipLinkCss}
  padding: 0 ${({ theme }) => theme.space.sm};
  svg {
    color: ${({ theme }) => theme.colors.primaryInk};
  }
`;

/** "29:41" (minutes and seconds left), or "1:05:00" should a site's boost ever last an hour or more. */
export function formatLeft(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}

/**
 * The running boost's countdown in the top bar, linking to /profile (what it brought so far). It counts down
 * on the device's clock and disappears at the end, without asking the API again.
 */
export function BoostCountdown({ until }: { until: string }) {
  const intl = useIntl();
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const over = left === 0;
  // One interval for the whole countdown; it stops when the boost is over.
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  if (over) return null;
  const time = formatLeft(left);
  return (
    <Chip to="/profile" data-testid="boost-countdown" aria-label={intl.formatMessage(m.boostLeft, { time })}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M13 2 4 14h6l-1 8 9-12h-6l1-8z" />
      </svg>
      {time}
    </Chip>
  );
}

// React.lazy's shape, so the top bar's entry code needs no wrapper to pick the named export.
export default BoostCountdown;
