import { useIntl } from 'react-intl';
import { PageFrame } from '@dating/shared-kit';
import { pageMessages } from '../messages';

export type PaymentsPageKey = 'credits' | 'creditsRepeatOrder' | 'creditsIdPaymentmethod' | 'directdebit' | 'transactionsId' | 'premium' | 'pricing';

/** The frame of one mfe-payments page: its title, its introduction and the slot its feature fills. */
export function PaymentsPage({ routeId, page }: { routeId: string; page: PaymentsPageKey }) {
  const intl = useIntl();
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages[`${page}Title`])}>
      <p>{intl.formatMessage(pageMessages[`${page}Intro`])}</p>
    </PageFrame>
  );
}
