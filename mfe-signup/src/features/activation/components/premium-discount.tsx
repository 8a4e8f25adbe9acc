import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Countdown, useActiveDiscount } from '@dating/shared-kit';
import { activationMessages } from '../messages';

/**
 * The member's active discount on the Premium card (DESIGN 4 "get Premium (46% and the discount)"): the
 * time bonus while it runs, else the welcome code, with its countdown when it ends. Nothing without one.
 */
export function PremiumDiscount() {
  const intl = useIntl();
  const discount = useActiveDiscount();
  if (!discount) return null;
  return (
    <Strip data-discount={discount.source}>
      <strong>
        {intl.formatMessage(activationMessages.premiumDiscount, { source: discount.source, percentage: discount.value_percentage })}
      </strong>
      {discount.expires && <Countdown expires={discount.expires} />}
    </Strip>
  );
}

const Strip = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryInk};
  border-radius: ${({ theme }) => theme.radii.md};
`;
