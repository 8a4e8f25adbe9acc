import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, formatMoney, useActiveDiscount, Link } from '@dating/shared-kit';
import { usePaymentsGetCreditsQuery } from '../../credit-shop/api/credit-shop-api';
import { DiscountStrip } from '../../credit-shop/components/discount-strip';
import { pageMessages } from '../../checkout/messages';
import { premiumMessages } from '../messages';

const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.primaryInk};
`;

export const premiumBenefits = [premiumMessages.benefitPhotos, premiumMessages.benefitChats, premiumMessages.benefitSeen, premiumMessages.benefitTop];

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
      <ul>
        {premiumBenefits.map((benefit) => (
          <li key={benefit.id}>{intl.formatMessage(benefit)}</li>
        ))}
      </ul>
      {credits.data && credits.data.bundles.length > 0 && (
        <>
          <h2>{intl.formatMessage(premiumMessages.bundlesTitle)}</h2>
          <ul>
            {credits.data.bundles.map((bundle) => (
              <li key={bundle.id}>
                <Link to={`/credits/${bundle.id}`}>
                  {intl.formatMessage(premiumMessages.bundle, { credits: bundle.credits, price: formatMoney(intl.locale, bundle.price, bundle.currency) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
