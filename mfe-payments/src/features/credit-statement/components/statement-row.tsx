import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, type StatementEntry } from '@dating/shared-kit';
import { kindMessages, statementMessages as m } from '../messages';

/** Where a row leads: the conversation it paid in, else the profile it paid for, else its order. */
function targetOf(entry: StatementEntry): string | null {
  if (entry.conversation_id !== null) return `/chats/${entry.conversation_id}`;
  if (entry.profile !== null) return `/members/${entry.profile.id}`;
  if (entry.order_id !== null) return `/transactions/${entry.order_id}`;
  return null;
}

/** One credit in or out: when, what for (a link), how many, and the balance after it. */
export function StatementRow({ entry }: { entry: StatementEntry }) {
  const intl = useIntl();
  const target = targetOf(entry);
  const what = intl.formatMessage(kindMessages[entry.kind]);
  const detail = entry.profile
    ? intl.formatMessage(m.withMember, { name: entry.profile.name })
    : entry.order_id !== null
      ? intl.formatMessage(m.order, { id: entry.order_id })
      : null;
  const label = detail ? `${what} ${detail}` : what;
  return (
    <Row>
      <What>
        {target ? <Link to={target}>{label}</Link> : <span>{label}</span>}
        <When dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</When>
      </What>
      <Amount $in={entry.credits > 0}>
        {entry.credits > 0 ? '+' : '−'}
        {intl.formatMessage(m.change, { credits: Math.abs(entry.credits) })}
      </Amount>
      <After>{intl.formatMessage(m.balanceAfter, { count: entry.balance })}</After>
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const What = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  grid-row: span 2;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amount = styled.strong<{ $in: boolean }>`
  justify-self: end;
  white-space: nowrap;
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.text)};
`;

const After = styled.span`
  justify-self: end;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
