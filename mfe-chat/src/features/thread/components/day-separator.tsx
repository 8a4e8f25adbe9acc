import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { daysBetween } from '../../../shared/format-times';
import { threadMessages } from '../messages';

const Row = styled.li`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
`;

const Pill = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A centred pill before each day: Today, Yesterday, or the date in the active locale. */
export function DaySeparator({ date, now = new Date() }: { date: string; now?: Date }) {
  const intl = useIntl();
  const days = daysBetween(new Date(date), now);
  const label =
    days === 0
      ? intl.formatMessage(threadMessages.today)
      : days === 1
        ? intl.formatMessage(threadMessages.yesterday)
        : intl.formatDate(new Date(date), { day: 'numeric', month: 'long', year: days > 300 ? 'numeric' : undefined });
  return (
    <Row>
      <Pill>
        <time dateTime={date}>{label}</time>
      </Pill>
    </Row>
  );
}
