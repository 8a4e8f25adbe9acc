import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';
import { CreditShop } from '../../credit-shop/components/credit-shop';

export type PaymentsPageKey = 'credits' | 'creditsRepeatOrder' | 'creditsIdPaymentmethod' | 'directdebit' | 'transactionsId' | 'premium' | 'pricing';

/** The frame of one mfe-payments page: its title, its introduction and the feature that fills it (the shop so far). */
export function PaymentsPage({ routeId, page }: { routeId: string; page: PaymentsPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
      {(page === 'credits' || page === 'creditsIdPaymentmethod') && <CreditShop />}
    </PageFrame>
  );
}
