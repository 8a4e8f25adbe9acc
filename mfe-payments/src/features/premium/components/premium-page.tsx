import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckIcon, PageFrame, useActiveDiscount } from '@dating/shared-kit';
import { usePaymentsGetCreditsQuery } from '../../../shared/api/credit-shop-api';
import { DiscountStrip } from '../../../shared/components/discount-strip';
import { StackList } from '../../../shared/components/stack-list';
import { pageMessages } from '../../../shared/page-messages';
import { premiumMessages } from '../messages';
import { BundleLinks } from './bundle-links';

const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.primaryInk};
`;

/** The four benefits, each after a tick. */
const Benefits = styled(StackList)`
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const premiumBenefits = [
  premiumMessages.benefitPhotos,
  premiumMessages.benefitChats,
  premiumMessages.benefitSeen,
  premiumMessages.benefitTop,
];

/**
 * /premium: the member's active discount (time bonus or welcome code, with its countdown) as in the shop,
 * why premium (46% more chance of a match), its four benefits, and the bundles that make a member premium.
 */
export function PremiumPage() {
  const intl = useIntl();
  const credits = usePaymentsGetCreditsQuery();
  const discount = useActiveDiscount();
  return (
    <PageFrame app="mfe-payments" routeId="premium" build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.premiumTitle)}>
      <DiscountStrip discount={discount} />
      <Big>46%</Big>
      <p>{intl.formatMessage(premiumMessages.chance)}</p>
      <h2>{intl.formatMessage(premiumMessages.benefitsTitle)}</h2>
      <Benefits>
        {premiumBenefits.map((benefit) => (
          <li key={benefit.id}>
            <CheckIcon />
            {intl.formatMessage(benefit)}
          </li>
        ))}
      </Benefits>
      {credits.data && credits.data.bundles.length > 0 && (
        <>
          <h2>{intl.formatMessage(premiumMessages.bundlesTitle)}</h2>
          <BundleLinks bundles={credits.data.bundles} />
        </>
      )}
    </PageFrame>
  );
}
