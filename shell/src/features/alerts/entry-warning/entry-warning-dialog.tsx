import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '@dating/shared-kit/ui';
import { alertMessages } from '../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** Where a visitor who is not an adult is sent. */
const leaveUrl = 'https://www.google.com/';

/**
 * The 18+ entry warning's dialog, the same for the app and the server's painted copy (`inPlace`), so the
 * app's dialog lands exactly over the painted one. Only the explicit confirmation closes it (no Escape,
 * no backdrop); leaving is a plain link.
 */
export function EntryWarningDialog({
  open,
  siteName,
  onConfirm,
  inPlace,
}: {
  open: boolean;
  siteName: string;
  onConfirm: () => void;
  inPlace?: boolean;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      inPlace={inPlace}
      dismissible={false}
      onClose={onConfirm}
      title={intl.formatMessage(alertMessages.entryTitle)}
      footer={
        <Actions>
          <Button as="a" href={leaveUrl} variant="secondary">
            {intl.formatMessage(alertMessages.entryLeave)}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {intl.formatMessage(alertMessages.entryConfirm)}
          </Button>
        </Actions>
      }
    >
      <p>{intl.formatMessage(alertMessages.entryText, { name: siteName })}</p>
    </Modal>
  );
}
