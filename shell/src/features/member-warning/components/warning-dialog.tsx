import { useIntl } from 'react-intl';
import type { MemberWarning } from '@dating/shared-kit';
import { Alert, Button, Modal, useModalTurn } from '@dating/shared-kit/ui';
import { useShellAcknowledgeWarningMutation } from '../api/warnings-api';
import { warningMessages, warningReasonMessages } from '../messages';

/**
 * The oldest warning not acknowledged yet, in a dialog only "I understand" closes (no Escape, no backdrop):
 * the member reads it before going on. Acknowledged, the list is read again and the next one, if any, follows.
 */
export function WarningDialog({ warning }: { warning: MemberWarning }) {
  const intl = useIntl();
  const [acknowledge, { isLoading, isError }] = useShellAcknowledgeWarningMutation();
  const turn = useModalTurn('moderation-warning', true);
  const confirm = () => {
    if (!isLoading) void acknowledge({ id: warning.id });
  };
  return (
    <Modal
      open={turn}
      dismissible={false}
      onClose={confirm}
      title={intl.formatMessage(warningMessages.title)}
      footer={
        <Button variant="primary" loading={isLoading} onClick={confirm}>
          {intl.formatMessage(warningMessages.acknowledge)}
        </Button>
      }
    >
      <p>
        {intl.formatMessage(warningMessages.body, {
          date: intl.formatDate(warning.created_at, { dateStyle: 'long' }),
          reason: intl.formatMessage(warningReasonMessages[warning.reason]),
        })}
      </p>
      {isError && <Alert tone="danger">{intl.formatMessage(warningMessages.failed)}</Alert>}
    </Modal>
  );
}
