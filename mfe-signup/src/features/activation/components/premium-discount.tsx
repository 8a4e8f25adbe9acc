import { useIntl } from 'react-intl';
import { Countdown, useActiveDiscount } from '@dating/shared-kit';
import { DiscountStripFrame } from '@dating/shared-kit/ui';
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
    <DiscountStripFrame data-discount={discount.source}>
      <strong>
        {intl.formatMessage(activationMessages.premiumDiscount, { source: discount.source, percentage: discount.value_percentage })}
      </strong>
      {discount.expires && <Countdown expires={discount.expires} />}
    </DiscountStripFrame>
  );
}
