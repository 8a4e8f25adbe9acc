import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Countdown, type ActiveDiscount } from '@dating/shared-kit';
import { creditShopMessages as m } from '../shop-messages';

/** The discount applied without asking (time bonus or welcome code): "−25% · 03:12:09" on top of the shop. */
export function DiscountStrip({ discount }: { discount: ActiveDiscount | null }) {
  const intl = useIntl();
  if (!discount) return null;
  return (
    <Strip role="status">
      <strong>{intl.formatMessage(m.discountStrip, { percentage: discount.value_percentage })}</strong>
      {discount.expires && (
        <>
          <span aria-hidden="true">·</span>
          <Countdown expires={discount.expires} />
        </>
      )}
    </Strip>
  );
}

const Strip = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryInk};
  border-radius: ${({ theme }) => theme.radii.md};
`;
