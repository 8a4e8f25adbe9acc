import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';
import { useParams } from 'react-router-dom';
import { CreditShop } from '../../credit-shop/components/credit-shop';
import { RepeatOrder } from '../../repeat-order/components/repeat-order';
import { CheckoutStatus } from '../../checkout-status/components/checkout-status';

export type PaymentsPageKey = 'credits' | 'creditsRepeatOrder' | 'creditsIdPaymentmethod' | 'directdebit' | 'transactionsId' | 'premium' | 'pricing';

/** The frame of one mfe-payments page: its title, its introduction and the feature that fills it (the shop so far). */
export function PaymentsPage({ routeId, page }: { routeId: string; page: PaymentsPageKey }) {
  const intl = useIntl();
  const { id } = useParams<{ id?: string }>();
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
      {(page === 'credits' || page === 'creditsIdPaymentmethod') && <CreditShop />}
      {page === 'creditsRepeatOrder' && <RepeatOrder />}
      {page === 'transactionsId' && id !== undefined && <CheckoutStatus />}
    </PageFrame>
  );
}
