import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Skeleton } from '@dating/shared-kit';
import type { PaymentMethod } from '@dating/shared-kit';
import { usePaymentsCreateOrderMutation, usePaymentsCreditsQuery, usePaymentsOrderQuoteQuery } from '../api/shop-api';
import { shopMessages } from '../messages';
import { BundleList } from './bundle-list';
import { MethodList } from './method-list';
import { OrderSummary } from './order-summary';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 8fr 4fr;
    align-items: start;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Sticky = styled.div`
  position: sticky;
  bottom: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    top: ${({ theme }) => theme.space.md};
    bottom: auto;
  }
`;

/** Where the hosted checkout lives; a seam so tests see the redirect instead of leaving jsdom. */
export const checkoutNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * The credit shop (/credits and /credits/:id/:paymentmethod?): bundle and method choice, the server's quote,
 * and Pay, which creates the order and hands over to the hosted checkout. Direct debit has its own form.
 */
export function CreditShop() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams<{ id?: string; paymentmethod?: string }>();
  const credits = usePaymentsCreditsQuery();
  const [bundleChoice, setBundleChoice] = useState<number | null>(params.id ? Number(params.id) : null);
  const [methodChoice, setMethodChoice] = useState<PaymentMethod | null>((params.paymentmethod as PaymentMethod | undefined) ?? null);
  const [createOrder, order] = usePaymentsCreateOrderMutation();

  const data = credits.data;
  const bundle = data?.bundles.find((b) => b.id === bundleChoice) ?? data?.bundles.find((b) => b.best_value) ?? data?.bundles[0];
  const method = data?.methods.find((m) => m.id === methodChoice) ?? data?.methods[0];
  const quoteArgs = bundle && method && !method.direct_debit ? { bundle_id: bundle.id, method: method.id } : undefined;
  const quote = usePaymentsOrderQuoteQuery(quoteArgs ?? { bundle_id: 0, method: 'ideal' }, { skip: !quoteArgs });

  if (credits.isError) return <Banner tone="danger">{intl.formatMessage(shopMessages.loadFailed)}</Banner>;
  if (!data || !bundle || !method) return <Skeleton height={320} />;

  const chooseMethod = (id: PaymentMethod) => {
    setMethodChoice(id);
    if (data.methods.find((m) => m.id === id)?.direct_debit) navigate(`/directdebit?bundle_id=${bundle.id}`);
  };
  const pay = async () => {
    if (!quoteArgs) return;
    const created = await createOrder(quoteArgs);
    if ('data' in created && created.data) checkoutNavigation.go(created.data.redirect_url);
  };

  return (
    <Layout>
      <Choices>
        <BundleList bundles={data.bundles} chosen={bundle.id} onChoose={setBundleChoice} />
        <MethodList methods={data.methods} chosen={method.id} onChoose={chooseMethod} />
      </Choices>
      <Sticky>
        {order.isError && <Banner tone="danger">{intl.formatMessage(shopMessages.payFailed)}</Banner>}
        {quote.data && <OrderSummary quote={quote.data} paying={order.isLoading} onPay={pay} />}
      </Sticky>
    </Layout>
  );
}
