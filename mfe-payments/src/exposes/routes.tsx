import type { RouteObject } from 'react-router-dom';
import { withAppMessages } from '@dating/shared-kit';
import { loadPaymentsMessages } from '../i18n/load-messages';
import { PaymentsPage } from '../features/checkout/components/checkout-page';
import type { PaymentsPageKey } from '../features/checkout/components/checkout-page';
import { CreditShopPage } from '../features/credit-shop/components/credit-shop-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { RepeatOrderPage } from '../features/repeat-order/components/repeat-order-page';
import { DirectDebitPage } from '../features/direct-debit/components/direct-debit-page';

function page(id: string, path: string, key: PaymentsPageKey): RouteObject {
  return { id, path, Component: withAppMessages('payments', loadPaymentsMessages, () => <PaymentsPage routeId={id} page={key} />) };
}

function shop(id: 'credits' | 'credits-id-paymentmethod', path: string): RouteObject {
  return { id, path, Component: withAppMessages('payments', loadPaymentsMessages, () => <CreditShopPage routeId={id} />) };
}

/** The route family this remote owns (ids of spec section 2); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  shop('credits', '/credits'),
  {
    id: 'credits-repeat-order',
    path: '/credits/repeat-order',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <RepeatOrderPage routeId="credits-repeat-order" />),
  },
  shop('credits-id-paymentmethod', '/credits/:id/:paymentmethod?'),
  { id: 'directdebit', path: '/directdebit', Component: withAppMessages('payments', loadPaymentsMessages, () => <DirectDebitPage routeId="directdebit" />) },
  { id: 'transactions-id', path: '/transactions/:id?', Component: withAppMessages('payments', loadPaymentsMessages, () => <TransactionsPage routeId="transactions-id" />) },
  page('premium', '/premium', 'premium'),
  page('pricing', '/pricing', 'pricing'),
];

export default routes;
