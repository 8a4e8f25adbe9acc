import { useIntl } from 'react-intl';
import type { EmailBlockReason } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';
import { useShellUpdateNotificationSettingsMutation } from '../api/notification-settings';
import { settingsMessages } from '../messages';
import { Actions, Section } from './styles';

const reasonText = {
  complaint: settingsMessages.emailBlockedComplaint,
  bounce: settingsMessages.emailBlockedBounce,
  unsubscribe: settingsMessages.emailBlockedUnsubscribe,
} as const satisfies Record<EmailBlockReason, { id: string }>;

/** Mail stopped after a spam complaint, bounce or unsubscribe; the member may turn it back on. */
export function EmailBlockedNotice({ reason }: { reason: EmailBlockReason }) {
  const intl = useIntl();
  const [update, { isLoading, isError }] = useShellUpdateNotificationSettingsMutation();
  return (
    <Section>
      <Alert tone="warning" title={intl.formatMessage(settingsMessages.emailBlockedTitle)}>
        <p>{intl.formatMessage(reasonText[reason])}</p>
        <Actions>
          <Button loading={isLoading} onClick={() => void update({ email_enabled_again: true })}>
            {intl.formatMessage(settingsMessages.emailEnable)}
          </Button>
        </Actions>
        {isError && <p>{intl.formatMessage(settingsMessages.generic)}</p>}
      </Alert>
    </Section>
  );
}
