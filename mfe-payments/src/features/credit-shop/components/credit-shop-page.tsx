import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Link,
  PageFrame,
  toApiError,
  translateApiError,
  useSession,
  type CreditsResponse,
  type PaymentMethod,
  useNavigate,
  useParams,
  useSearchParams,
} from '@dating/shared-kit';
import { Alert, Button, LoginPrompt, SkeletonText } from '@dating/shared-kit/ui';
import { up } from '@dating/shared-kit/theme';
import { pageMessages } from '../../../shared/page-messages';
import {
  usePaymentsCreateOrderMutation,
  usePaymentsGetCreditsQuery,
  usePaymentsGetOrderQuoteQuery,
} from '../../../shared/api/credit-shop-api';
import { rememberReturnPath } from '../../../shared/return-path';
import { useShopDiscount } from '../hooks/use-shop-discount';
import { openOrderOf } from '../open-order';
import { creditShopMessages as m } from '../../../shared/shop-messages';
import { BundleOptions } from './bundle-options';
import { DiscountCodeEntry } from './discount-code-entry';
import { DiscountStrip } from '../../../shared/components/discount-strip';
import { MethodOptions } from './method-options';
import { OrderSummary } from './order-summary';

export interface CreditShopPageProps {
  routeId: string;
}

/** /credits and /credits/:id/:paymentmethod? (DESIGN "Credit shop"): bundle, method, code, the server's price, Pay. */
export function CreditShopPage({ routeId }: CreditShopPageProps) {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const returnPath = params.get('return');
  useEffect(() => rememberReturnPath(returnPath), [returnPath]);
  const title = intl.formatMessage(routeId === 'credits' ? pageMessages.creditsTitle : pageMessages.creditsIdPaymentmethodTitle);
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={title}>
      {isLoading ? (
        <SkeletonText lines={4} />
      ) : user ? (
        <>
          <StatementLink to="/credits/statement">{intl.formatMessage(m.statementLink)}</StatementLink>
          <Shop />
        </>
      ) : (
        <LoginPrompt message={intl.formatMessage(m.loginReason)} />
      )}
    </PageFrame>
  );
}

function Shop() {
  const intl = useIntl();
  const credits = usePaymentsGetCreditsQuery();
  if (credits.data) return <ShopForm offer={credits.data} />;
  if (credits.isError) {
    return (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        <Button variant="secondary" onClick={() => void credits.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  return <SkeletonText lines={6} />;
}

/** The bundle and method from the address when the shop offers them, else the best value and the first method. */
function useInitialChoice(offer: CreditsResponse): { bundleId: number | null; method: PaymentMethod | null } {
  const { id, paymentmethod } = useParams();
  const fromAddress = offer.bundles.find((bundle) => String(bundle.id) === id);
  const bundle = fromAddress ?? offer.bundles.find((b) => b.best_value) ?? offer.bundles[0];
  const method = offer.methods.find((option) => option.id === paymentmethod) ?? offer.methods[0];
  return { bundleId: bundle?.id ?? null, method: method?.id ?? null };
}

function ShopForm({ offer }: { offer: CreditsResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const initial = useInitialChoice(offer);
  const [bundleId, setBundleId] = useState(initial.bundleId);
  const [method, setMethod] = useState(initial.method);
  const discount = useShopDiscount();
  const choice = bundleId !== null && method !== null ? { bundle_id: bundleId, method, code: discount.code ?? undefined } : null;
  const quote = usePaymentsGetOrderQuoteQuery(choice ?? { bundle_id: 0, method: 'ideal' }, { skip: !choice });
  const [createOrder, order] = usePaymentsCreateOrderMutation();
  const [payProblem, setPayProblem] = useState<{ text: string; openOrderId: number | null } | null>(null);

  if (!choice) return <Alert tone="info">{intl.formatMessage(m.noBundles)}</Alert>;

  const translate = (error: unknown) => translateApiError(intl, toApiError(error), 'payments.shop.error.', m.genericError.id);
  const pay = async () => {
    setPayProblem(null);
    if (offer.methods.find((option) => option.id === choice.method)?.direct_debit) {
      const query = new URLSearchParams({ bundle: String(choice.bundle_id) });
      if (choice.code) query.set('code', choice.code);
      navigate(`/directdebit?${query.toString()}`);
      return;
    }
    try {
      const created = await createOrder(choice).unwrap();
      window.location.assign(created.redirect_url);
    } catch (failure) {
      setPayProblem({ text: translate(failure), openOrderId: openOrderOf(failure) });
    }
  };

  return (
    <>
      <DiscountStrip discount={discount.automatic} />
      <Layout>
        <Choices>
          <BundleOptions bundles={offer.bundles} selectedId={bundleId} onSelect={setBundleId} />
          <MethodOptions methods={offer.methods} selected={method} onSelect={setMethod} />
          <DiscountCodeEntry
            bundleId={choice.bundle_id}
            method={choice.method}
            applied={discount.typed}
            onApplied={discount.apply}
            onRemove={discount.remove}
          />
        </Choices>
        <Aside>
          <OrderSummary
            quote={quote.isError ? undefined : quote.currentData}
            problem={payProblem?.text ?? (quote.isError ? translate(quote.error) : null)}
            openOrderId={payProblem ? payProblem.openOrderId : quote.isError ? openOrderOf(quote.error) : null}
            paying={order.isLoading}
            onPay={() => void pay()}
          />
        </Aside>
      </Layout>
    </>
  );
}

const StatementLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

/** DESIGN: from 992 px the choices span 8 columns and the sticky summary 4 (the kit keeps room for the phone's Pay bar). */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('lg')} {
    grid-template-columns: 8fr 4fr;
    align-items: start;
  }
`;

const Choices = styled.div`
  min-width: 0;
`;

const Aside = styled.div`
  min-width: 0;
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;
