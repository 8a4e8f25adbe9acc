import { useIntl, type IntlShape } from 'react-intl';
import styled, { css } from 'styled-components';
import { CloseIcon, Link } from '@dating/shared-kit';
import type { ChatEntry } from '@dating/shared-kit';
import { Avatar } from '@dating/shared-kit/ui';
import { chatColors } from '../../../shared/chat-theme';
import { RoundIconButton } from '../../../shared/components/round-icon-button';
import { formatListTime } from '../../../shared/format-times';
import { sharedMessages } from '../../../shared/messages';
import { listMessages } from '../messages';

const Row = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  min-height: 72px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${chatColors.selectedRow(theme)};
    `}
`;

const RowLink = styled(Link)`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
`;

const Texts = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space.sm};
`;

const oneLine = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Name = styled.span<{ $unread: boolean }>`
  ${oneLine};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const Preview = styled.span<{ $unread: boolean }>`
  ${oneLine};
  color: ${({ $unread, theme }) => ($unread ? theme.colors.text : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Count = styled.span`
  justify-self: end;
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => chatColors.unread(theme)};
  color: ${({ theme }) => chatColors.onUnread(theme)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const RemoveButton = styled(RoundIconButton)`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The preview of the last message: its text, or a translated word for a photo or a gift; a newer reaction says so. */
function usePreview(chat: ChatEntry): string {
  const intl = useIntl();
  const last = chat.last_message;
  const reaction = chat.last_reaction;
  if (reaction) {
    const text = reaction.kind === 'text' ? reaction.preview : kindWord(intl, reaction.kind);
    return intl.formatMessage(reaction.mine ? sharedMessages.previewReactionMine : sharedMessages.previewReaction, {
      emoji: reaction.emoji,
      text,
    });
  }
  if (!last) return intl.formatMessage(sharedMessages.previewEmpty);
  const text = last.kind === 'text' ? last.preview : kindWord(intl, last.kind);
  return last.mine ? intl.formatMessage(sharedMessages.previewMine, { text }) : text;
}

const kindWord = (intl: IntlShape, kind: 'image' | 'gift' | 'voice') =>
  intl.formatMessage(
    kind === 'image' ? sharedMessages.previewImage : kind === 'voice' ? sharedMessages.previewVoice : sharedMessages.previewGift,
  );

export interface ChatRowProps {
  chat: ChatEntry;
  selected: boolean;
  onRemove: (chat: ChatEntry) => void;
}

/** One 72 px row: avatar, name, one-line preview, time and the unread count; a remove button beside it. */
export function ChatRow({ chat, selected, onRemove }: ChatRowProps) {
  const intl = useIntl();
  const preview = usePreview(chat);
  const unread = chat.num_unread_messages > 0;
  const lastAt = chat.last_reaction?.reacted_at ?? chat.last_message?.sent_at;
  const { name } = chat.profile;
  return (
    <Row $selected={selected}>
      <RowLink to={`/chats/${chat.conversation}`} aria-current={selected ? 'page' : undefined}>
        <Avatar src={chat.profile.main_image?.thumb} name={name} alt="" size="md" />
        <Texts>
          <Name $unread={unread}>{name}</Name>
          <Time>{lastAt ? formatListTime(intl, lastAt, intl.formatMessage(listMessages.yesterday)) : null}</Time>
          <Preview $unread={unread}>{preview}</Preview>
          {unread ? (
            <Count aria-label={intl.formatMessage(listMessages.unread, { count: chat.num_unread_messages })}>
              {chat.num_unread_messages > 99 ? '99+' : chat.num_unread_messages}
            </Count>
          ) : null}
        </Texts>
      </RowLink>
      <RemoveButton type="button" aria-label={intl.formatMessage(listMessages.remove, { name })} onClick={() => onRemove(chat)}>
        <CloseIcon size={20} />
      </RemoveButton>
    </Row>
  );
}
