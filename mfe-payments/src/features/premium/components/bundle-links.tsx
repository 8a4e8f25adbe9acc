import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { formatMoney, Link, type CreditBundle } from '@dating/shared-kit';
import { BundleCardFace } from '../../../shared/components/bundle-card-face';
import { StackList } from '../../../shared/components/stack-list';
import { premiumMessages } from '../messages';

/**
 * The bundles as cards that open the shop with the bundle chosen (DESIGN "Premium": the bundles after the
 * benefits): credits, price per credit and price, the best value in amber, as the shop draws them.
 */
export function BundleLinks({ bundles }: { bundles: CreditBundle[] }) {
  const intl = useIntl();
  const money = (minor: number, currency: string) => formatMoney(intl.locale, minor, currency);
  return (
    <Cards>
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          {/* The card's name is the sentence "100 credits for €29.99"; the parts below repeat it in pieces. */}
          <Card
            to={`/credits/${bundle.id}`}
            $best={bundle.best_value}
            aria-label={intl.formatMessage(premiumMessages.bundle, {
              credits: bundle.credits,
              price: money(bundle.price, bundle.currency),
            })}
          >
            <BundleCardFace bundle={bundle} oldPrice="bare" aligned />
          </Card>
        </li>
      ))}
    </Cards>
  );
}

/** Two cards a row on a 320 px phone, more as the screen grows. */
const Cards = styled(StackList)`
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Card = styled(Link)<{ $best: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.smPlus};
  border: 2px solid ${({ theme, $best }) => ($best ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.durations.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${({ $best, theme }) =>
    $best &&
    css`
      background: ${theme.colors.primarySubtle};
    `}
`;
