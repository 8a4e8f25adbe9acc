import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ConfirmModalProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a block or an unblock; Cancel is focused first, so Enter never blocks by accident. */
export function ConfirmModal({ open, title, body, confirmLabel, busy, onConfirm, onClose }: ConfirmModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(profileMessages.cancel)}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Actions>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
