import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { formatMoney, type CreditBundle } from '@dating/shared-kit';
import { creditShopMessages as m } from '../shop-messages';

export interface BundleCardFaceProps {
  bundle: CreditBundle;
  /** The shop names the old price ("was €49.99"); the premium card, whose whole name is read out, shows it bare. */
  oldPrice: 'labelled' | 'bare';
  /** The premium cards: figures in even columns and the price at the foot of a card as tall as its row. */
  aligned?: boolean;
}

/** What a credit bundle card shows, in the shop and on Premium alike: best value badge, credits, price per credit, price, saving. */
export function BundleCardFace({ bundle, oldPrice, aligned = false }: BundleCardFaceProps) {
  const intl = useIntl();
  const money = (minor: number, currency: string) => formatMoney(intl.locale, minor, currency);
  return (
    <>
      {bundle.best_value && <Badge>{intl.formatMessage(m.bestValue)}</Badge>}
      <Credits>{intl.formatMessage(m.credits, { count: bundle.credits })}</Credits>
      <Muted $aligned={aligned}>{intl.formatMessage(m.perCredit, { price: money(bundle.price / bundle.credits, bundle.currency) })}</Muted>
      <Price $aligned={aligned}>
        {bundle.old_price !== null && (
          <Old>
            {oldPrice === 'labelled'
              ? intl.formatMessage(m.oldPrice, { price: money(bundle.old_price, bundle.currency) })
              : money(bundle.old_price, bundle.currency)}
          </Old>
        )}
        <strong>{money(bundle.price, bundle.currency)}</strong>
      </Price>
      {bundle.saving_percentage > 0 && <Save>{intl.formatMessage(m.save, { percentage: bundle.saving_percentage })}</Save>}
    </>
  );
}

const Badge = styled.span`
  align-self: flex-start;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Credits = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span<{ $aligned: boolean }>`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $aligned }) =>
    $aligned &&
    css`
      font-variant-numeric: tabular-nums;
    `}
`;

const Price = styled.span<{ $aligned: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  ${({ $aligned }) =>
    $aligned &&
    css`
      margin-top: auto;
      font-variant-numeric: tabular-nums;
    `}
`;

const Old = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Save = styled.span`
  color: ${({ theme }) => theme.colors.primaryInk};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
