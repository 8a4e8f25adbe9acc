import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CoinIcon, type CurrentUser, Link } from '@dating/shared-kit';
import { chipLinkCss } from './chip-styles';
import { lowCreditLimit } from './credits-link';
import { topBarMessages as m } from './messages';

const Chip = styled(Link)<{ $tone: 'plain' | 'low' | 'empty' }>`
  ${chipLinkCss}
  padding: 0 ${({ theme }) => theme.space.smPlus} 0 ${({ theme }) => theme.space.sm};
  /* The coin carries the state: warning colour when low, danger at 0 (never colour alone: the number shows). */
  svg {
    color: ${({ theme, $tone }) =>
      $tone === 'empty' ? theme.colors.danger : $tone === 'low' ? theme.colors.primaryInk : theme.colors.primaryInk};
  }
`;

/** The balance at the right of the top bar; its name starts with the number shown ("12 credits over"). */
export function CreditsChip({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { credits } = user;
  const tone = credits <= 0 ? 'empty' : credits <= lowCreditLimit ? 'low' : 'plain';
  return (
    <Chip to="/credits" $tone={tone} data-testid="credits-chip" aria-label={intl.formatMessage(m.balance, { count: credits })}>
      <CoinIcon size={20} />
      {credits}
    </Chip>
  );
}
