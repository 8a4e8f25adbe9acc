import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Avatar, Button } from '@dating/shared-kit/ui';
import type { ChatPartner } from '../lib/chat-partner';
import { threadMessages } from '../messages';
import { IcebreakerChips } from './icebreakers';

const Hello = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: auto 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface EmptyThreadProps {
  partner: ChatPartner;
  icebreakers: string[];
  onPick: (text: string) => void;
  onMore: () => void;
}

/** A thread without messages: "Say hello to Linda" with three openers and the icebreaker modal. */
export function EmptyThread({ partner, icebreakers, onPick, onMore }: EmptyThreadProps) {
  const intl = useIntl();
  return (
    <Hello>
      <Avatar src={partner.main_image?.match} name={partner.name} alt="" size="xl" />
      <Title>{intl.formatMessage(threadMessages.emptyTitle, { name: partner.name })}</Title>
      <IcebreakerChips icebreakers={icebreakers} onPick={onPick} />
      {icebreakers.length > 0 ? (
        <Button type="button" variant="ghost" onClick={onMore}>
          {intl.formatMessage(threadMessages.moreIcebreakers)}
        </Button>
      ) : null}
    </Hello>
  );
}
