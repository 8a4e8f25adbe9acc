import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BackIcon, MoreIcon, Link } from '@dating/shared-kit';
import { Avatar, Dropdown, VerifiedBadge } from '@dating/shared-kit/ui';
import type { ChatPartner } from '../lib/chat-partner';
import { threadMessages } from '../messages';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Who = styled(Link)`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  text-decoration: none;
`;

const Names = styled.span`
  display: grid;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Typing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface ThreadTopBarProps {
  partner: ChatPartner;
  typing: boolean;
  /** The conversation exists (a new thread has nothing to delete yet). */
  canDelete: boolean;
  onBlock: () => void;
  onDelete: () => void;
}

/** Back, the member's photo and name (to the profile) over "typing…", and More: block, delete. */
export function ThreadTopBar({ partner, typing, canDelete, onBlock, onDelete }: ThreadTopBarProps) {
  const intl = useIntl();
  const items = [
    { id: 'block', label: intl.formatMessage(threadMessages.block, { name: partner.name }), onSelect: onBlock },
    ...(canDelete ? [{ id: 'delete', label: intl.formatMessage(threadMessages.delete), onSelect: onDelete }] : []),
  ];
  return (
    <Bar>
      <Back to="/chats" aria-label={intl.formatMessage(threadMessages.back)}>
        <BackIcon />
      </Back>
      <Who to={`/members/${partner.id}`} aria-label={intl.formatMessage(threadMessages.profileLink, { name: partner.name })}>
        <Avatar src={partner.main_image?.thumb} name={partner.name} alt="" size="sm" />
        <Names>
          <Name>{partner.name}</Name>
          {typing ? <Typing>{intl.formatMessage(threadMessages.typing)}</Typing> : null}
        </Names>
      </Who>
      {/* Beside the link, not in it: the link's label is the name alone, the badge is read on its own. */}
      {partner.verified && <VerifiedBadge compact />}
      <Dropdown label={<MoreIcon />} buttonLabel={intl.formatMessage(threadMessages.more)} items={items} align="end" />
    </Bar>
  );
}
