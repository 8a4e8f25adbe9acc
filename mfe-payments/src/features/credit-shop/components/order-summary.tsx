import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, Link, LockIcon, type OrderQuote } from '@dating/shared-kit';
import { up } from '@dating/shared-kit/theme';
import { Alert, BottomBar, Button, SkeletonText } from '@dating/shared-kit/ui';
import { Panel } from '../../../shared/components/panel';
import { creditShopMessages as m, methodMessages } from '../../../shared/shop-messages';

export interface OrderSummaryProps {
  quote: OrderQuote | undefined;
  /** The quote's error, already in words (a code that does not fit this method, a failed load). */
  problem: string | null;
  /** The member's open order that holds the discount (the problem is 'Code reeds gebruikt'): the way back to it. */
  openOrderId?: number | null;
  paying: boolean;
  onPay: () => void;
}

/** The order overview as the server priced it, and the one amber action: "Pay € 9,99 with iDEAL". */
export function OrderSummary({ quote, problem, openOrderId = null, paying, onPay }: OrderSummaryProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(intl.locale, minor, quote?.currency ?? 'EUR');
  return (
    <Box aria-labelledby="order-summary-title">
      <Title id="order-summary-title">{intl.formatMessage(m.summaryTitle)}</Title>
      {problem && (
        <Alert tone="danger">
          {problem}
          {openOrderId !== null && (
            <OpenOrder>
              <Button as={Link} to={`/transactions/${openOrderId}`} variant="secondary">
                {intl.formatMessage(m.openOrder)}
              </Button>
            </OpenOrder>
          )}
        </Alert>
      )}
      {!quote && !problem && <SkeletonText lines={3} />}
      {quote && (
        <Lines>
          <Line>
            <dt>{intl.formatMessage(m.credits, { count: quote.credits })}</dt>
            <dd>{money(quote.price)}</dd>
          </Line>
          {quote.discount && (
            <Line>
              <dt>{intl.formatMessage(m.discountLine, { code: quote.discount.code, percentage: quote.discount.value_percentage })}</dt>
              <dd>−{money(quote.discount.amount)}</dd>
            </Line>
          )}
          <TotalLine>
            <dt>{intl.formatMessage(m.total)}</dt>
            <dd>{money(quote.total)}</dd>
          </TotalLine>
        </Lines>
      )}
      {/* On phones the kit keeps the Pay button in a bar at the bottom, above the tab bar; from 992 px it
          sits in the sticky summary. */}
      <BottomBar fixedBelow="lg">
        <Button variant="primary" size="lg" fullWidth icon={<LockIcon />} loading={paying} disabled={!quote} onClick={onPay}>
          {quote
            ? intl.formatMessage(m.pay, { price: money(quote.total), method: intl.formatMessage(methodMessages[quote.method]) })
            : intl.formatMessage(m.payWithoutPrice)}
        </Button>
      </BottomBar>
    </Box>
  );
}

const Box = styled(Panel)`
  padding: ${({ theme }) => theme.space.md};
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const OpenOrder = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Lines = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

const TotalLine = styled(Line)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
