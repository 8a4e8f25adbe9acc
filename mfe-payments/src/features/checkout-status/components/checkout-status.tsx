import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, baseApi, useAppDispatch } from '@dating/shared-kit';
import type { Order } from '@dating/shared-kit';
import { usePaymentsTransactionQuery } from '../api/transaction-api';
import { statusMessages } from '../messages';

const Balance = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  margin: 0;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** First poll after 2 s, then slower (×1.5, at most 10 s): a slow bank should not cost a request a second. */
const FIRST_POLL_MS = 2_000;
const MAX_POLL_MS = 10_000;

const isFinal = (order: Order | undefined) => order !== undefined && order.status !== 'open' && order.status !== 'pending';

/**
 * /transactions/:id: the order's state after the hosted checkout. Pending polls; paid shows the new balance and
 * refreshes the shell's User and Credits (the top bar turns Premium into Credits without a reload); a failed,
 * canceled or expired payment offers the same bundle and method again, or another method.
 */
export function CheckoutStatus() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = Number(useParams<{ id: string }>().id);
  const returnTo = new URLSearchParams(useLocation().search).get('return');
  const [interval, setPollInterval] = useState(FIRST_POLL_MS);
  const transaction = usePaymentsTransactionQuery(id, { skip: !Number.isInteger(id) });
  const order = transaction.data?.order;
  const final = isFinal(order);

  useEffect(() => {
    if (final || transaction.isError) return undefined;
    const timer = setTimeout(() => {
      void transaction.refetch();
      setPollInterval((current) => Math.min(Math.round(current * 1.5), MAX_POLL_MS));
    }, interval);
    return () => clearTimeout(timer);
  }, [final, interval, transaction.isError, transaction.fulfilledTimeStamp]); // eslint-disable-line react-hooks/exhaustive-deps -- refetch is stable per query; the timestamp re-arms the timer after each answer

  const paid = order?.status === 'paid';
  useEffect(() => {
    if (paid) dispatch(baseApi.util.invalidateTags(['User', 'Credits']));
  }, [paid, dispatch]);

  if (transaction.isError) return <Banner tone="danger">{intl.formatMessage(statusMessages.notFound)}</Banner>;
  if (!order || !final) {
    return (
      <p role="status" aria-busy="true">
        {intl.formatMessage(statusMessages.pending)}
      </p>
    );
  }
  if (order.status === 'paid') {
    return (
      <section aria-labelledby="payments-paid-title">
        <h2 id="payments-paid-title">{intl.formatMessage(statusMessages.paidTitle)}</h2>
        <p>{intl.formatMessage(statusMessages.creditsAdded, { credits: order.credits })}</p>
        {order.balance_after !== null && (
          <>
            <p>{intl.formatMessage(statusMessages.balance)}</p>
            <Balance>{order.balance_after}</Balance>
          </>
        )}
        <Actions>
          {returnTo?.startsWith('/chats') ? (
            <Link to={returnTo}>{intl.formatMessage(statusMessages.backToChat)}</Link>
          ) : (
            <Link to="/members">{intl.formatMessage(statusMessages.searchMembers)}</Link>
          )}
        </Actions>
      </section>
    );
  }
  const reason = order.status === 'canceled' ? statusMessages.canceled : order.status === 'expired' ? statusMessages.expired : statusMessages.failed;
  return (
    <section aria-labelledby="payments-failed-title">
      <h2 id="payments-failed-title">{intl.formatMessage(statusMessages.failedTitle)}</h2>
      <p>{intl.formatMessage(reason)}</p>
      <Actions>
        <Link to={`/credits/${order.bundle_id}/${order.method}`}>{intl.formatMessage(statusMessages.tryAgain)}</Link>
        <Link to={`/credits/${order.bundle_id}`}>{intl.formatMessage(statusMessages.otherMethod)}</Link>
      </Actions>
    </section>
  );
}
