import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Countdown, useActiveDiscount } from '@dating/shared-kit';
import { composerMessages } from '../messages';

/**
 * DESIGN 4 "Chat", too few credits: the active discount (the time bonus, else the welcome code) with its
 * ticking timer, so the member sees what buying now saves. Nothing when there is no discount.
 */
export function DiscountTimer() {
  const intl = useIntl();
  const discount = useActiveDiscount();
  if (!discount) return null;
  return (
    <Strip>
      <span>{intl.formatMessage(composerMessages.discountOffer, { percentage: discount.value_percentage })}</span>
      <Clock expires={discount.expires} />
    </Strip>
  );
}

// primarySubtle with primaryInk: amber family with readable text (never white on amber).
const Strip = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryInk};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

const Clock = styled(Countdown)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
