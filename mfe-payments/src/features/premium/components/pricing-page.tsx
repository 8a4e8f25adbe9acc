import { useIntl } from 'react-intl';
import { PageFrame, formatMoney, useGetSettingsQuery } from '@dating/shared-kit';
import { usePaymentsGetCreditsQuery } from '../../../shared/api/credit-shop-api';
import { pageMessages } from '../../../shared/page-messages';
import { premiumMessages } from '../messages';
import { CompareTable } from './compare-table';

/** /pricing (visitors too): what each action costs, the price per credit of each bundle, and Free against Premium. */
export function PricingPage() {
  const intl = useIntl();
  const settings = useGetSettingsQuery().data;
  const credits = usePaymentsGetCreditsQuery().data;
  const money = (minor: number, currency: string) => formatMoney(intl.locale, minor, currency);
  const minimum = settings ? settings.minimum_message_costs[settings.geoip_selected_country] : undefined;
  return (
    <PageFrame app="mfe-payments" routeId="pricing" build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.pricingTitle)}>
      {settings && (
        <section aria-labelledby="pricing-costs">
          <h2 id="pricing-costs">{intl.formatMessage(premiumMessages.costsTitle)}</h2>
          <ul>
            <li>{intl.formatMessage(premiumMessages.messageCost, { credits: settings.message_credits })}</li>
            <li>{intl.formatMessage(premiumMessages.photoCost, { credits: settings.photo_credits })}</li>
            <li>{intl.formatMessage(premiumMessages.giftCost, { credits: settings.gift_credits })}</li>
            {minimum && <li>{intl.formatMessage(premiumMessages.minimumMessage, { price: money(minimum.costs, minimum.currency) })}</li>}
          </ul>
        </section>
      )}
      {credits && (
        <section aria-labelledby="pricing-per-credit">
          <h2 id="pricing-per-credit">{intl.formatMessage(premiumMessages.perCreditTitle)}</h2>
          <ul>
            {credits.bundles.map((bundle) => (
              <li key={bundle.id}>
                {intl.formatMessage(premiumMessages.perCredit, {
                  credits: bundle.credits,
                  price: money(bundle.price, bundle.currency),
                  perCredit: money(Math.round(bundle.price / bundle.credits), bundle.currency),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CompareTable />
    </PageFrame>
  );
}
