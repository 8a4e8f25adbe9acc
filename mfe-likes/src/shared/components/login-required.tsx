import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button } from '@dating/shared-kit/ui';
import { sharedMessages } from '../messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Spec 6: login is required to like; visitors are led to sign up (or log in). */
export function LoginRequired() {
  const intl = useIntl();
  return (
    <Alert tone="info">
      <p>{intl.formatMessage(sharedMessages.loginRequired)}</p>
      <Actions>
        <Button as={Link} to="/signup" variant="primary">
          {intl.formatMessage(sharedMessages.signup)}
        </Button>
        <Button as={Link} to="/login" variant="secondary">
          {intl.formatMessage(sharedMessages.login)}
        </Button>
      </Actions>
    </Alert>
  );
}
