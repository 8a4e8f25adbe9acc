import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, Link } from '@dating/shared-kit';
import { Alert, SkeletonText } from '@dating/shared-kit/ui';
import { StackList } from '../../../shared/components/stack-list';
import { ToShopAlert } from '../../../shared/components/to-shop-alert';
import { methodMessages } from '../../../shared/shop-messages';
import { usePaymentsGetTransactionsQuery } from '../api/transactions-api';
import { reversedStatusMessage, statusMessages, transactionMessages as m } from '../messages';

/** /transactions without an id: the member's orders, newest first, each opening its own page. */
export function OrderList() {
  const intl = useIntl();
  const { data, isError } = usePaymentsGetTransactionsQuery();
  if (isError) return <Alert tone="danger">{intl.formatMessage(m.loadFailed)}</Alert>;
  if (!data) return <SkeletonText lines={4} />;
  if (data.orders.length === 0) {
    return <ToShopAlert title={intl.formatMessage(m.listEmpty)} action={intl.formatMessage(m.toShop)} />;
  }
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">{intl.formatMessage(m.listTitle)}</h2>
      <StackList>
        {data.orders.map((order) => (
          <li key={order.id}>
            <Row to={`/transactions/${order.id}`}>
              <span>
                {intl.formatMessage(m.listRow, {
                  credits: order.credits,
                  total: formatMoney(intl.locale, order.total, order.currency),
                  method: intl.formatMessage(methodMessages[order.method]),
                })}
              </span>
              <Meta>
                {intl.formatDate(order.created_at, { dateStyle: 'medium' })} ·{' '}
                {intl.formatMessage(order.credits_reversed > 0 ? reversedStatusMessage : statusMessages[order.status])}
              </Meta>
            </Row>
          </li>
        ))}
      </StackList>
    </section>
  );
}

const Row = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-height: 56px;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: break-word;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
