import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { kitMessages } from '../kit-messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The two ways on for a visitor, the same in every app (sign up first, it is free). */
function LoginPromptActions() {
  const intl = useIntl();
  return (
    <Actions>
      <Button as={Link} to="/signup" variant="primary">
        {intl.formatMessage(kitMessages.loginPromptSignup)}
      </Button>
      <Button as={Link} to="/login" variant="secondary">
        {intl.formatMessage(kitMessages.loginPromptLogin)}
      </Button>
    </Actions>
  );
}

export interface LoginPromptProps {
  /** Why login is needed here, already translated by the app; defaults to the kit's general reason. */
  message?: ReactNode;
}

/** Inline: a page (or part of one) that only members may see, shown to a visitor. */
export function LoginPrompt({ message }: LoginPromptProps) {
  const intl = useIntl();
  return (
    <Alert tone="info">
      <p>{message ?? intl.formatMessage(kitMessages.loginPromptBody)}</p>
      <LoginPromptActions />
    </Alert>
  );
}

export interface LoginPromptModalProps extends LoginPromptProps {
  open: boolean;
  onClose: () => void;
}

/** As a dialog: a visitor pressed a member action (like, message, gift) on a page they may see. */
export function LoginPromptModal({ open, onClose, message }: LoginPromptModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} size="sm" title={intl.formatMessage(kitMessages.loginPromptTitle)} footer={<LoginPromptActions />}>
      <p>{message ?? intl.formatMessage(kitMessages.loginPromptBody)}</p>
    </Modal>
  );
}
