import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { creditsChanged, toApiError, useAppDispatch, type Order, Link } from '@dating/shared-kit';
import { Alert, Button, Spinner } from '@dating/shared-kit/ui';
import { readReturnPath } from '../../../shared/return-path';
import { usePaymentsGetTransactionQuery } from '../api/transactions-api';
import { transactionMessages as m } from '../messages';

/** How often an unsettled order is asked again (the provider's webhook usually lands within seconds). */
export const pollMs = 2_000;
const isFinal = (status: Order['status']) => status === 'paid' || status === 'failed' || status === 'canceled' || status === 'expired';

/** /transactions/:id after the checkout: asks every 2 s until the order is final, then shows the outcome. */
export function TransactionResult({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const [settled, setSettled] = useState(false);
  const { data, error, isError } = usePaymentsGetTransactionQuery(orderId, { pollingInterval: settled ? 0 : pollMs });
  const order = data?.order;
  // A final status never changes again (the API ignores a later "open"), so asking stops there.
  useEffect(() => {
    if (order && isFinal(order.status)) setSettled(true);
  }, [order]);
  if (isError && !order) {
    const notFound = toApiError(error).status === 404;
    return (
      <Alert tone="danger" title={intl.formatMessage(notFound ? m.notFound : m.loadFailed)}>
        <Button as={Link} to="/credits" variant="secondary">
          {intl.formatMessage(m.toShop)}
        </Button>
      </Alert>
    );
  }
  if (!order || !isFinal(order.status)) return <Pending checkoutUrl={order?.checkout_url ?? null} />;
  if (order.status === 'paid') return <Paid order={order} />;
  return <Failed order={order} />;
}

/** Still open with its checkout (a member sent back here from the shop, whose discount this order holds): they may go on paying. */
function Pending({ checkoutUrl }: { checkoutUrl: string | null }) {
  const intl = useIntl();
  return (
    <Centre role="status">
      <Spinner size="lg" aria-hidden="true" />
      <Lead>{intl.formatMessage(m.pending)}</Lead>
      <p>{intl.formatMessage(m.pendingHint)}</p>
      {checkoutUrl && (
        <Button as="a" href={checkoutUrl} variant="primary">
          {intl.formatMessage(m.continuePayment)}
        </Button>
      )}
    </Centre>
  );
}

function Paid({ order }: { order: Order }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The shell's top bar reads the balance from user.php (User) and the shop's offer (Credits).
  useEffect(() => {
    dispatch(creditsChanged());
  }, [dispatch, order.id]);
  const returnPath = readReturnPath();
  return (
    <Centre>
      <Lead as="h2">{intl.formatMessage(m.paid)}</Lead>
      {order.credits_reversed > 0 ? (
        // The money went back: the balance of the day of payment no longer holds, the top bar shows today's.
        <Alert tone="warning">{intl.formatMessage(m.reversed, { count: order.credits_reversed })}</Alert>
      ) : (
        <>
          {order.balance_after !== null && (
            <>
              <p>{intl.formatMessage(m.newBalance)}</p>
              <Balance>{intl.formatMessage(m.balance, { count: order.balance_after })}</Balance>
            </>
          )}
          <Added>{intl.formatMessage(m.added, { count: order.credits })}</Added>
        </>
      )}
      {returnPath ? (
        <Button as={Link} to={returnPath} variant="primary">
          {intl.formatMessage(m.backToChat)}
        </Button>
      ) : (
        <Button as={Link} to="/members" variant="primary">
          {intl.formatMessage(m.searchMembers)}
        </Button>
      )}
    </Centre>
  );
}

const reasons = { failed: m.failedReason, canceled: m.canceledReason, expired: m.expiredReason } as const;

function Failed({ order }: { order: Order }) {
  const intl = useIntl();
  const reason = reasons[order.status as keyof typeof reasons] ?? m.failedReason;
  return (
    <Alert tone="danger" title={intl.formatMessage(m.failed)}>
      <p>{intl.formatMessage(reason)}</p>
      <Actions>
        <Button as={Link} to={`/credits/${order.bundle_id}/${order.method}`} variant="primary">
          {intl.formatMessage(m.tryAgain)}
        </Button>
        <Button as={Link} to={`/credits/${order.bundle_id}`} variant="secondary">
          {intl.formatMessage(m.otherMethod)}
        </Button>
      </Actions>
    </Alert>
  );
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} 0;
  p {
    margin: 0;
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0;
`;

const Balance = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  font-variant-numeric: tabular-nums;
`;

const Added = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
