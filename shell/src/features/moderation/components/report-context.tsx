import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ModerationReport } from '@dating/shared-kit';
import { moderationMessages } from '../messages';
import { Picture } from './queue-parts';

const Messages = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Line = styled.li<{ $reported: boolean; $theirs: boolean }>`
  align-self: ${({ $theirs }) => ($theirs ? 'flex-start' : 'flex-end')};
  max-width: 80%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ $reported, theme }) => ($reported ? `2px solid ${theme.colors.danger}` : `1px solid ${theme.colors.border}`)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** What the reporter saw: the messages around the reported one (it outlined), the photo, or the profile text. */
export function ReportContext({ report }: { report: Pick<ModerationReport, 'context' | 'reported'> }) {
  const intl = useIntl();
  const { context, reported } = report;
  if (context.messages) {
    return (
      <Messages aria-label={intl.formatMessage(moderationMessages.context)}>
        {context.messages.map((message) => (
          <Line key={message.id} $reported={message.reported} $theirs={message.sender_id === reported.id}>
            {message.reported ? <strong>{intl.formatMessage(moderationMessages.reportedMessage)}: </strong> : null}
            {message.body ?? `[${message.kind}]`}
          </Line>
        ))}
      </Messages>
    );
  }
  if (context.photo)
    return <Picture src={context.photo.url} alt={intl.formatMessage(moderationMessages.photoOf, { name: reported.name })} />;
  return <blockquote>{context.member.about}</blockquote>;
}
