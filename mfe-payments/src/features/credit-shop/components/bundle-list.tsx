import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '@dating/shared-kit';
import type { CreditBundle } from '@dating/shared-kit';
import { shopMessages } from '../messages';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled.label<{ $best: boolean; $checked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  border: 2px solid ${({ theme, $best, $checked }) => ($best || $checked ? theme.colors.primary : theme.colors.border)};
  cursor: pointer;
  min-width: 0;
`;

const Grow = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  display: grid;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Bundles as native radio cards: one tab stop, arrow keys move the choice (the browser's radio group). */
export function BundleList({ bundles, chosen, onChoose }: { bundles: CreditBundle[]; chosen: number | null; onChoose: (id: number) => void }) {
  const intl = useIntl();
  const money = (minor: number, currency: string) => formatMoney(intl.locale, minor, currency);
  return (
    <Group>
      <legend>{intl.formatMessage(shopMessages.bundlesLegend)}</legend>
      {bundles.map((bundle) => (
        <Card key={bundle.id} $best={bundle.best_value} $checked={chosen === bundle.id}>
          <input type="radio" name="bundle" value={bundle.id} checked={chosen === bundle.id} onChange={() => onChoose(bundle.id)} />
          <Grow>
            <strong>{intl.formatMessage(shopMessages.credits, { credits: bundle.credits })}</strong>
            <Muted>{intl.formatMessage(shopMessages.perCredit, { price: money(Math.round(bundle.price / bundle.credits), bundle.currency) })}</Muted>
          </Grow>
          {bundle.best_value && <Badge>{intl.formatMessage(shopMessages.bestValue)}</Badge>}
          {bundle.saving_percentage > 0 && <Muted>{intl.formatMessage(shopMessages.save, { percentage: bundle.saving_percentage })}</Muted>}
          {bundle.old_price !== null && (
            <Muted>
              <s>{intl.formatMessage(shopMessages.oldPrice, { price: money(bundle.old_price, bundle.currency) })}</s>
            </Muted>
          )}
          <strong>{money(bundle.price, bundle.currency)}</strong>
        </Card>
      ))}
    </Group>
  );
}
