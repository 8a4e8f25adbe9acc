import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Countdown, type ActiveDiscount } from '@dating/shared-kit';
import { DiscountStripFrame } from '@dating/shared-kit/ui';
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

/** Apart from the shop's cards below it. */
const Strip = styled(DiscountStripFrame)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
