import { useIntl } from 'react-intl';
import { PageFrame, useSession, useParams } from '@dating/shared-kit';
import { LoginPrompt, SkeletonText } from '@dating/shared-kit/ui';
import { pageMessages } from '../../../shared/page-messages';
import { transactionMessages as m } from '../messages';
import { OrderList } from './order-list';
import { TransactionResult } from './transaction-result';

/** /transactions/:id? : one order's outcome after the checkout, or without an id the member's orders. */
export function TransactionsPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  const { id } = useParams();
  const orderId = Number(id);
  const content = isLoading ? (
    <SkeletonText lines={3} />
  ) : !user ? (
    <LoginPrompt message={intl.formatMessage(m.loginReason)} />
  ) : id !== undefined && Number.isInteger(orderId) && orderId > 0 ? (
    <TransactionResult key={orderId} orderId={orderId} />
  ) : (
    <OrderList />
  );
  return (
    <PageFrame app="mfe-payments" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.transactionsIdTitle)}>
      {content}
    </PageFrame>
  );
}
