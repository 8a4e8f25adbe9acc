import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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
  font-size: 64px;
  line-height: 96px;
`;

/** No conversations yet: one step on, to the member search (DESIGN: empty states). */
export function EmptyChats() {
  const intl = useIntl();
  return (
    <Empty>
      <Picture aria-hidden="true">💬</Picture>
      <Title>{intl.formatMessage(listMessages.emptyTitle)}</Title>
      <p>{intl.formatMessage(listMessages.emptyBody)}</p>
      <Button as={Link} to="/members" variant="primary">
        {intl.formatMessage(listMessages.emptyAction)}
      </Button>
    </Empty>
  );
}
