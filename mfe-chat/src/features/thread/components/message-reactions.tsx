import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageReaction } from '@dating/shared-kit';
import { reactionNames } from '../lib/reaction-emoji';
import { reactionMessages } from '../messages';

const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: -6px 0 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  /* Above the bubble's edge it hangs from. */
  position: relative;
`;

const Chip = styled.li`
  min-width: 28px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  line-height: 22px;
  text-align: center;
`;

/** The emoji the two members put on a message, under it; each one named for screen readers (who, which). */
export function MessageReactions({ reactions, partnerName }: { reactions: readonly MessageReaction[]; partnerName: string }) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage(reactionMessages.listLabel)}>
      {reactions.map((reaction) => {
        const name = intl.formatMessage(reactionNames[reaction.emoji]);
        const label = reaction.mine
          ? intl.formatMessage(reactionMessages.mine, { reaction: name })
          : intl.formatMessage(reactionMessages.theirs, { name: partnerName, reaction: name });
        return (
          <Chip key={reaction.mine ? 'mine' : 'theirs'}>
            <span role="img" aria-label={label}>
              {reaction.emoji}
            </span>
          </Chip>
        );
      })}
    </List>
  );
}
