import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChatMessage, ReactionEmoji } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { reactionEmoji, reactionNames } from '../lib/reaction-emoji';
import { reactionMessages } from '../messages';

const Emoji = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const EmojiButton = styled.button<{ $chosen: boolean }>`
  width: 48px;
  height: 48px;
  border: 2px solid ${({ $chosen, theme }) => ($chosen ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 24px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface MessageActionsProps {
  message: ChatMessage;
  onClose: () => void;
  onReact: (emoji: ReactionEmoji) => void;
  /** Present on the other member's messages: opens the report dialog. */
  onReport?: (() => void) | undefined;
}

/**
 * The menu of one message (its button, or a long press on phones): the reactions, mine pressed (the same again
 * removes it), and reporting the other member's message. Loaded when first opened.
 */
export default function MessageActions({ message, onClose, onReact, onReport }: MessageActionsProps) {
  const intl = useIntl();
  const mine = message.reactions?.find((reaction) => reaction.mine)?.emoji;
  return (
    <Modal open onClose={onClose} title={intl.formatMessage(reactionMessages.menuTitle)} size="sm">
      <Emoji role="group" aria-label={intl.formatMessage(reactionMessages.pick)}>
        {reactionEmoji.map((emoji) => (
          <EmojiButton
            key={emoji}
            type="button"
            $chosen={emoji === mine}
            aria-pressed={emoji === mine}
            aria-label={intl.formatMessage(reactionMessages.react, { reaction: intl.formatMessage(reactionNames[emoji]) })}
            onClick={() => onReact(emoji)}
          >
            {emoji}
          </EmojiButton>
        ))}
      </Emoji>
      {onReport ? (
        <Button type="button" variant="secondary" fullWidth onClick={onReport}>
          {intl.formatMessage(reactionMessages.report)}
        </Button>
      ) : null}
    </Modal>
  );
}
