import { lazy, Suspense } from 'react';
import type { RouteObject } from '@dating/shared-kit';
import { withAppMessages } from '@dating/shared-kit';
import { loadPaymentsMessages } from '../i18n/load-messages';
import { CreditShopPage } from '../features/credit-shop/components/credit-shop-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { RepeatOrderPage } from '../features/repeat-order/components/repeat-order-page';
import { PremiumPage } from '../features/premium/components/premium-page';
import { PricingPage } from '../features/premium/components/pricing-page';
import { DirectDebitPage } from '../features/direct-debit/components/direct-debit-page';
import { SkeletonText } from '@dating/shared-kit/ui';

// Few members open their statement: its chunk loads with the page, never with the shop.
const CreditStatementPage = lazy(() => import('../features/credit-statement/components/credit-statement-page'));

function shop(id: 'credits' | 'credits-id-paymentmethod', path: string): RouteObject {
  return { id, path, Component: withAppMessages('payments', loadPaymentsMessages, () => <CreditShopPage routeId={id} />) };
}

/** The route family this remote owns (ids); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  shop('credits', '/credits'),
  {
    id: 'credits-repeat-order',
    path: '/credits/repeat-order',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <RepeatOrderPage routeId="credits-repeat-order" />),
  },
  {
    id: 'credits-statement',
    path: '/credits/statement',
    Component: withAppMessages('payments', loadPaymentsMessages, () => (
      <Suspense fallback={<SkeletonText lines={6} />}>
        <CreditStatementPage routeId="credits-statement" />
      </Suspense>
    )),
  },
  shop('credits-id-paymentmethod', '/credits/:id/:paymentmethod?'),
  {
    id: 'directdebit',
    path: '/directdebit',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <DirectDebitPage routeId="directdebit" />),
  },
  {
    id: 'transactions-id',
    path: '/transactions/:id?',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <TransactionsPage routeId="transactions-id" />),
  },
  { id: 'premium', path: '/premium', Component: withAppMessages('payments', loadPaymentsMessages, PremiumPage) },
  { id: 'pricing', path: '/pricing', Component: withAppMessages('payments', loadPaymentsMessages, PricingPage) },
];

export default routes;
