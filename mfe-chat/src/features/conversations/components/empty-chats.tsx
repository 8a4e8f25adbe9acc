import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChatIcon, Link } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { listMessages } from '../messages';

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Picture = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.secondarySubtle};
  color: ${({ theme }) => theme.colors.secondaryInk};
`;

/** No conversations yet: one step on, to the member search (DESIGN: empty states). */
export function EmptyChats() {
  const intl = useIntl();
  return (
    <Empty>
      <Picture>
        <ChatIcon size={48} />
      </Picture>
      <Title>{intl.formatMessage(listMessages.emptyTitle)}</Title>
      <p>{intl.formatMessage(listMessages.emptyBody)}</p>
      <Button as={Link} to="/members" variant="primary">
        {intl.formatMessage(listMessages.emptyAction)}
      </Button>
    </Empty>
  );
}
