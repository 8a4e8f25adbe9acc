import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec 6: liking, messages and gifts need login; visitors are led to sign up or log in. */
export function LoginPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(profileMessages.loginTitle)}
      footer={
        <Actions>
          <Button as={Link} to="/signup" variant="primary">
            {intl.formatMessage(profileMessages.signup)}
          </Button>
          <Button as={Link} to="/login" variant="secondary">
            {intl.formatMessage(profileMessages.login)}
          </Button>
        </Actions>
      }
    >
      <p>{intl.formatMessage(profileMessages.loginBody)}</p>
    </Modal>
  );
}
