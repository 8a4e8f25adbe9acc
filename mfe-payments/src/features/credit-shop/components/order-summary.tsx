import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import type { OrderQuote } from '@dating/shared-kit';
import { methodMessages, shopMessages } from '../messages';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/** The server's quote (never a price computed here) and the Pay button naming total and method. */
export function OrderSummary({ quote, paying, onPay }: { quote: OrderQuote; paying: boolean; onPay: () => void }) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(intl.locale, minor, quote.currency);
  return (
    <Box aria-labelledby="payments-summary-title">
      <h2 id="payments-summary-title">{intl.formatMessage(shopMessages.summaryTitle)}</h2>
      <Line>
        <span>{intl.formatMessage(shopMessages.credits, { credits: quote.credits })}</span>
        <span>{money(quote.price)}</span>
      </Line>
      {quote.discount && (
        <Line>
          <span>{intl.formatMessage(shopMessages.discount, { code: quote.discount.code, percentage: quote.discount.value_percentage })}</span>
          <span>−{money(quote.discount.amount)}</span>
        </Line>
      )}
      <Line>
        <strong>{intl.formatMessage(shopMessages.total)}</strong>
        <strong>{money(quote.total)}</strong>
      </Line>
      <Button onClick={onPay} disabled={paying} aria-busy={paying}>
        {intl.formatMessage(shopMessages.pay, { total: money(quote.total), method: intl.formatMessage(methodMessages[quote.method]) })}
      </Button>
    </Box>
  );
}
