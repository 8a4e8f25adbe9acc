import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { CreditBundle } from '@dating/shared-kit';
import { BundleCardFace } from '../../../shared/components/bundle-card-face';
import { creditShopMessages as m } from '../../../shared/shop-messages';

export interface BundleOptionsProps {
  bundles: CreditBundle[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The bundles as radio cards (DESIGN "Credit shop"): credits, price per credit, price; best value in amber. */
export function BundleOptions({ bundles, selectedId, onSelect }: BundleOptionsProps) {
  const intl = useIntl();
  return (
    <Fieldset>
      <Legend>{intl.formatMessage(m.bundlesLegend)}</Legend>
      <Cards>
        {bundles.map((bundle) => (
          <Card key={bundle.id} $best={bundle.best_value} $selected={bundle.id === selectedId}>
            <Radio type="radio" name="bundle" value={bundle.id} checked={bundle.id === selectedId} onChange={() => onSelect(bundle.id)} />
            <BundleCardFace bundle={bundle} oldPrice="labelled" />
          </Card>
        ))}
      </Cards>
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Card = styled.label<{ $best: boolean; $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  /* 12 px: at 320 px a card is 140 px wide, and "100 krediittiä" (Finnish, 20 px bold) needs 104 px of it. */
  padding: ${({ theme }) => theme.space.smPlus};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow-wrap: break-word;
  ${({ $best, theme }) =>
    $best &&
    css`
      border-color: ${theme.colors.primary};
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.primarySubtle};
      box-shadow: 0 0 0 2px ${theme.colors.text} inset;
    `}
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The native radio keeps arrow keys and screen readers; the card is its visible face. */
const Radio = styled.input`
  position: absolute;
  opacity: 0;
  inset: 0;
  margin: 0;
  cursor: pointer;
`;
